/**
 * What the demo traffic reads about: the real content items of the declared
 * modules (ids, titles, categories, as seeded from their demo rows), the
 * member institutions (memberUnit) and the app users who may sign in, read
 * from the database so that every id in an event is one the console shows.
 */
import { asc, eq } from 'drizzle-orm';
import { resourceByName } from '../../../../resources';
import { STATISTICS_MODULES, type StatisticsModule } from '../../contract/modules';
import type { Db } from '../../../../server/db/client';
import { appUsers } from '../../../../server/db/schema';
import { tableOf } from '../../../../server/resources/columns';
import { institutionOfAppUser } from '../institutionOfAppUser';

export interface CatalogItem {
  id: number;
  title: string;
  category1?: { id: number; name: string };
  category2?: { id: number; name: string };
}

export interface DemoCatalog {
  modules: Array<{ module: StatisticsModule; items: CatalogItem[] }>;
  institutions: Array<{ id: number; name: string }>;
  /** The app users who may sign in, each with the institution a session of theirs reports under (institutionOfAppUser). */
  appUsers: Array<{ id: number; institutionId?: number }>;
}

const rowsOf = async (db: Db, resourceName: string, fields: string[]): Promise<Array<Record<string, unknown>>> => {
  const resource = resourceByName(resourceName);
  if (!resource) throw new Error(`statistics module source "${resourceName}" is not a declared module`);
  const { table, columns } = tableOf(resource);
  const selection = Object.fromEntries(['id', ...fields].map((field) => [field, columns[field]]));
  return db.select(selection).from(table).orderBy(asc(columns.id));
};

const itemsOf = async (db: Db, module: StatisticsModule): Promise<CatalogItem[]> => {
  const { content, category } = module;
  if (!content) return [];
  const rows = await rowsOf(db, content.resource, [content.titleField, ...(content.categoryField ? [content.categoryField] : [])]);
  const categories = category ? await rowsOf(db, category.resource, [category.nameField, ...(category.parentField ? [category.parentField] : [])]) : [];
  const byId = new Map(categories.map((row) => [row.id as number, row]));
  const named = (row: Record<string, unknown> | undefined) => (row ? { id: row.id as number, name: String(row[category!.nameField]) } : undefined);
  return rows.map((row) => {
    const own = content.categoryField ? byId.get(row[content.categoryField] as number) : undefined;
    const parent = own && category?.parentField ? byId.get(own[category.parentField] as number) : undefined;
    // A category with a parent is a second-level one under that parent.
    return { id: row.id as number, title: String(row[content.titleField]), ...(parent ? { category1: named(parent), category2: named(own) } : { category1: named(own) }) };
  });
};

export const loadDemoCatalog = async (db: Db): Promise<DemoCatalog> => {
  const modules = [];
  for (const module of STATISTICS_MODULES) modules.push({ module, items: await itemsOf(db, module) });
  const institutions = (await rowsOf(db, 'memberUnit', ['unitName'])).map((row) => ({ id: row.id as number, name: String(row.unitName) }));
  const users = [];
  for (const { id } of await db.select({ id: appUsers.id }).from(appUsers).where(eq(appUsers.loginEnabled, 1)).orderBy(asc(appUsers.id))) {
    const institutionId = await institutionOfAppUser(db, id);
    users.push({ id, ...(institutionId ? { institutionId } : {}) });
  }
  return { modules, institutions, appUsers: users };
};
