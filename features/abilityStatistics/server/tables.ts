/** SQL names of the tables the ability statistics read: the declared modules' and the activity's. */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import abilityBusinessType from '../../../resources/ability/abilityBusinessType';
import abilityLevel from '../../../resources/ability/abilityLevel';
import abilityQuestion from '../../../resources/ability/abilityQuestion';
import { resourceByName } from '../../../resources';
import { tableOf } from '../../../server/resources/columns';

const named = (table: PgTable) => sql.identifier(getTableName(table));
const columnsOf = (resource: Parameters<typeof tableOf>[0]) => {
  const { table, columns } = tableOf(resource);
  const column = (field: string): SQL => sql`${sql.identifier((columns[field] as PgColumn).name)}`;
  return { table: named(table), column };
};

/** Built on first use: the declared tables are known once the resources are loaded. */
export const sqlTables = () => ({
  types: columnsOf(abilityBusinessType),
  questions: columnsOf(abilityQuestion),
  levels: columnsOf(abilityLevel),
  units: columnsOf(resourceByName('memberUnit')!),
});
