/**
 * The statistics calls of the web-center (business/pagePointInfo/*,
 * infornation/*): each report's JSON call (list envelope, paged where it is a
 * list) and its exports, after the rollup step has brought the figures up to
 * date; plus the filter choices (getModulType, getCommonIcon, queryScreenList).
 */
import { asc, sql } from 'drizzle-orm';
import { resourceByName } from '../../../resources';
import { STATISTICS_CALLS } from '../contract/callPaths';
import { EVENT_TYPES, PLATFORMS } from '../contract/definitions';
import { ALL_STATISTICS_MENUS, STATISTICS_MENUS, STATISTICS_MODULES, statisticsModuleByCode } from '../contract/modules';
import type { SessionUser } from '../../../server/auth/sessions';
import type { Db } from '../../../server/db/client';
import { get, MESSAGES, post, type Endpoint, type EndpointContext, type ServerModule } from '../../../server/http/api';
import { ApiError, STATUS } from '../../../server/http/envelope';
import { paging } from '../../../server/http/validate';
import { tableOf } from '../../../server/resources/columns';
import { categoryLabel } from './labels';
import { describeFilters, readFilters, type StatFilters } from './query/filters';
import { filterNames } from './labels';
import { sendReport, type ReportSheet } from './query/reportExport';
import { REPORT_ALIASES, REPORTS, type Report, type ReportData } from './reports';
import { refreshStatistics } from './rollup';
import { ALL_INSTITUTIONS, ALL_PLATFORMS, queryRows } from '../../../server/db/rows';

const OVERVIEW_MENUS: number[] = [STATISTICS_MENUS.kpiNew, STATISTICS_MENUS.overview];

const holdsOverview = (user: SessionUser) => OVERVIEW_MENUS.some((id) => user.menuIds.has(id));

/** A module page's holder sees its own module only; the overview's holder sees all. */
const checkScope = (user: SessionUser | null, report: Pick<Report, 'scope'>, filters: StatFilters) => {
  if (report.scope === 'own' || !user) return;
  if (report.scope === 'module' && !filters.moduleCode) throw new ApiError('请选择模块');
  if (holdsOverview(user)) return;
  const module = filters.moduleCode ? statisticsModuleByCode(filters.moduleCode) : undefined;
  if (!module || !user.menuIds.has(module.menuId)) throw new ApiError(MESSAGES.forbidden, STATUS.forbidden);
};

/** The modules a user may choose: all for the overview, else those whose KPI page they hold. */
const visibleModules = (user: SessionUser | null) => STATISTICS_MODULES.filter((module) => !user || holdsOverview(user) || user.menuIds.has(module.menuId));

/** queryScreenList: the choices of a statistics page's filters; with a module, its categories as seen in the figures (their current names). */
const screenChoices = async (db: Db, user: SessionUser | null, filters: StatFilters) => {
  const categories = filters.moduleCode
    ? await queryRows<{ category1Id: number; category1Name: string | null; category2Id: number; category2Name: string | null }>(
        db,
        sql`SELECT category1_id AS "category1Id", ${categoryLabel(1, filters.moduleCode)} AS "category1Name", category2_id AS "category2Id", ${categoryLabel(2, filters.moduleCode)} AS "category2Name"
            FROM stat_daily r WHERE grain = 3 AND institution_id = ${ALL_INSTITUTIONS} AND platform = ${ALL_PLATFORMS} AND module_code = ${filters.moduleCode} AND category1_id > 0
            GROUP BY module_code, category1_id, category2_id ORDER BY 1, 3`,
      )
    : [];
  const tree = new Map<number, { id: number; name: string; children: Array<{ id: number; name: string }> }>();
  for (const row of categories) {
    const parent = tree.get(row.category1Id) ?? { id: row.category1Id, name: row.category1Name ?? String(row.category1Id), children: [] };
    if (row.category2Id > 0) parent.children.push({ id: row.category2Id, name: row.category2Name ?? String(row.category2Id) });
    tree.set(row.category1Id, parent);
  }
  const list = [...tree.values()];
  return {
    list,
    total: list.length,
    modules: visibleModules(user).map(({ code, name, menuId }) => ({ code, name, menuId })),
    platforms: PLATFORMS,
    eventTypes: EVENT_TYPES,
  };
};

/** getCommonIcon: the common-icon modules (the content items of commonIconKPI), for its filter. */
const commonIcons = async (db: Db) => {
  const { table, columns } = tableOf(resourceByName('appCommonModule')!);
  const rows = await db.select({ id: columns.id, name: columns.moduleName }).from(table).orderBy(asc(columns.id));
  return { list: rows, total: rows.length };
};

export const statisticsReportModule: ServerModule = ({ config, clock }) => {
  const endpoints: Endpoint[] = [];
  for (const report of REPORTS) {
    // A report reads the rollups, brought up to date first (their refresh changes no record).
    const read = async (db: Db, body: Record<string, unknown>, user: SessionUser | null) => {
      const now = clock.now();
      const filters = readFilters(body, now);
      checkScope(user, report, filters);
      await refreshStatistics(db, now, config.statFreezeGraceDays);
      return filters;
    };
    const json = async ({ db, body, user }: Pick<EndpointContext, 'db' | 'body' | 'user'>) => {
      const filters = await read(db, body, user);
      return report.run(db, filters, body, report.paged ? paging(body) : undefined);
    };
    const paths = report.call ? [report.call, ...Object.keys(REPORT_ALIASES).filter((alias) => REPORT_ALIASES[alias] === report.call)] : [];
    for (const path of paths) endpoints.push(post(path, { menu: report.menus }, 'read', json));
    for (const path of report.exports) {
      endpoints.push(
        post(
          path,
          { menu: report.menus },
          'read',
          async ({ db, body, user, reply }) => {
            const filters = await read(db, body, user);
            const data: Pick<ReportData, 'summary' | 'correction'> & { list: ReportSheet['rows'] } = report.exportRows
              ? { list: await report.exportRows(db, filters, body) }
              : await report.run(db, filters, body);
            return sendReport(
              reply,
              clock.now(),
              {
                title: report.title,
                filter: describeFilters(filters, await filterNames(db, filters), report.describe?.(body)),
                columns: report.columns(filters, body),
                rows: data.list,
                footer: [data.summary ?? null, data.correction ?? null],
                definitions: report.definitions,
              },
              report.title,
            );
          },
          { raw: true },
        ),
      );
    }
  }
  const screen = async ({ db, body, user }: Pick<EndpointContext, 'db' | 'body' | 'user'>) => {
    const filters = readFilters(body, clock.now());
    if (filters.moduleCode) checkScope(user, { scope: 'overview' }, filters);
    return screenChoices(db, user, filters);
  };
  endpoints.push(
    post(STATISTICS_CALLS.screenList, { menu: ALL_STATISTICS_MENUS }, 'read', screen),
    post(STATISTICS_CALLS.oldScreenList, { menu: ALL_STATISTICS_MENUS }, 'read', screen),
    get(STATISTICS_CALLS.moduleTypes, { menu: ALL_STATISTICS_MENUS }, 'read', ({ user }) => {
      const list = visibleModules(user).map(({ code, name, menuId, route }) => ({ code, name, menuId, route }));
      return { list, total: list.length };
    }),
    get(STATISTICS_CALLS.commonIcons, { menu: [STATISTICS_MODULES.find((module) => module.code === 'commonIcon')!.menuId, ...OVERVIEW_MENUS] }, 'read', ({ db }) => commonIcons(db)),
  );
  return endpoints;
};
