/**
 * The ability statistics calls (ability/abilityStatistics/*, menu 42; docs/ability-statistics.md): nine lists
 * (POST, paged and sorted, `{list, total}` and what the page shows above them) and eight exports (GET, the same
 * filters and sort as query parameters, every row of the list as .xlsx under the header rows of exportSheet.ts).
 */
import { sql } from 'drizzle-orm';
import { ABILITY_EXPORT_NAMES, ABILITY_STATISTICS_CALLS as CALLS, ABILITY_STATISTICS_MENU } from '../contract/statistics';
import type { Db } from '../../../server/db/client';
import { get, post, type Endpoint, type ServerModule } from '../../../server/http/api';
import { beijingDateTime } from '../../../server/resources/export';
import { ABILITY_DEFINITIONS } from './definitions';
import { describeFilters, type ExportedTable } from './describeFilters';
import { assessmentOf, userOf } from './drilled';
import { sendAbilitySheet } from './exportSheet';
import { paging, readAbilityFilters, readSort, type AbilityFilters } from './filters';
import * as queries from './queries';
import type { TableQuery } from './queries';
import { sqlTables } from './tables';
import { queryRows } from '../../../server/db/rows';

const TIME_FIELDS = ['lastStudyAt', 'answeredAt', 'attemptedAt', 'submittedAt'];

/** Times as Beijing 'YYYY-MM-DD HH:mm', on the screen and in the sheet alike. */
const present = (rows: Array<Record<string, unknown>>) =>
  rows.map((row) => {
    const shown = { ...row };
    for (const field of TIME_FIELDS) if (field in shown) shown[field] = beijingDateTime(shown[field]);
    return shown;
  });

interface Table {
  list: string;
  exportCall?: string;
  build: (filters: AbilityFilters) => TableQuery;
  /** What the page shows above the rows (the drilled assessment or user). */
  meta?: (db: Db, filters: AbilityFilters) => Promise<Record<string, unknown>>;
}

/** The business types of the rankings' filter (a holder of menu 42 alone may not read the types' own calls). */
const businessTypesOf = async (db: Db) => {
  const { types: t } = sqlTables();
  return { businessTypes: await queryRows<{ id: number; name: string }>(db, sql`SELECT id, ${t.column('name')} AS name FROM ${t.table} ORDER BY ${t.column('orderSeq')}, id`) };
};

const TABLES: Table[] = [
  { list: CALLS.questionList, exportCall: CALLS.questionExport, build: queries.questionStatistics, meta: businessTypesOf },
  { list: CALLS.studyList, exportCall: CALLS.studyExport, build: queries.studyStatistics, meta: businessTypesOf },
  { list: CALLS.levelList, exportCall: CALLS.levelExport, build: queries.levelStatistics, meta: businessTypesOf },
  { list: CALLS.evaluationList, exportCall: CALLS.evaluationExport, build: queries.evaluationStatistics, meta: businessTypesOf },
  { list: CALLS.userStudyList, exportCall: CALLS.userStudyExport, build: queries.userStudyDetail, meta: userOf },
  { list: CALLS.userLevelList, exportCall: CALLS.userLevelExport, build: queries.userLevelDetail, meta: userOf },
  { list: CALLS.comList, exportCall: CALLS.comExport, build: queries.institutionParticipation, meta: assessmentOf },
  { list: CALLS.userEvaluationList, exportCall: CALLS.userEvaluationExport, build: queries.userParticipation, meta: assessmentOf },
  {
    list: CALLS.evaluationQuestions,
    build: queries.evaluationQuestions,
    meta: async (db, filters) => ({ ...(await assessmentOf(db, filters)), ...(await userOf(db, filters)) }),
  },
];

/** The query a body or query string asks for, with its sort. */
const tableQuery = (table: Table, input: Record<string, unknown>) => {
  const filters = readAbilityFilters(input);
  const query = table.build(filters);
  return { filters, query: { ...query, sort: readSort(input, query.table, query.sort) } };
};

export const abilityStatisticsModule: ServerModule = ({ clock }) => {
  const access = { menu: ABILITY_STATISTICS_MENU };
  const endpoints: Endpoint[] = [];
  for (const table of TABLES) {
    endpoints.push(
      post(table.list, access, 'read', async ({ db, body }) => {
        const { filters, query } = tableQuery(table, body);
        const meta = table.meta ? await table.meta(db, filters) : {};
        const { list, total } = await queries.runTable(db, query, paging(body));
        return { ...meta, list: present(list), total };
      }),
    );
    if (table.exportCall) {
      const call = table.exportCall;
      endpoints.push(
        get(
          call,
          access,
          'read',
          async ({ db, query: input, reply }) => {
            const { filters, query } = tableQuery(table, input);
            const exported = query.table as ExportedTable;
            // Naming the drilled row also checks it exists, as the detail's list does.
            const filter = await describeFilters(db, exported, filters);
            const { list } = await queries.runTable(db, query, null);
            const heading = { name: ABILITY_EXPORT_NAMES[exported], filter, definitions: ABILITY_DEFINITIONS[exported] };
            return sendAbilitySheet(reply, query.table, present(list), heading, clock.now());
          },
          { raw: true },
        ),
      );
    }
  }
  return endpoints;
};
