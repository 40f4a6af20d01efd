/**
 * The content items and categories of an event, checked against the server's own records when the
 * event is stored (docs/statistics.md, "What an event may name"): the statistics modules map to declared
 * resources (features/statistics/contract/modules.ts), so an id is a row of the module's content or category
 * table, or it is not.
 * - A content item the server knows is kept, and its categories are the item's own (the event's
 *   category ids are not needed, so they are not believed).
 * - An item it does not know is stored as UNKNOWN_ID, under an unknown category (none in a module
 *   without categories): every such event of a module counts on one line (未知内容), whatever ids and
 *   categories a client makes up.
 * - An event of no item (a list page) keeps its categories when the server knows them (a second-level
 *   one brings its first-level parent), else UNKNOWN_ID (未知分类).
 * One query per module and table for a whole batch, in the ingesting transaction.
 */
import { inArray } from 'drizzle-orm';
import { resourceByName } from '../../../resources';
import { statisticsModuleByCode, type StatisticsModule } from '../contract/modules';
import type { Db } from '../../../server/db/client';
import { tableOf } from '../../../server/resources/columns';
import type { TrackedEvent } from './ingest';

/** The id stored for a content item or category the server had no record of. */
export const UNKNOWN_ID = -1;

/** A category's parent (0: a first-level category). */
type Categories = Map<number, number>;

interface ModuleRecords {
  /** Content item id → its category id (0: none). */
  items: Map<number, number>;
  categories: Categories;
}

const positive = (value: unknown) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : 0;
};

const idsOf = (values: Iterable<number | undefined>) => [...new Set([...values].filter((id): id is number => !!id && id > 0))];

/** Rows of `resourceName` among `ids`: id → the value of `field` (0 when the resource has no such field). */
const lookUp = async (tx: Db, resourceName: string, ids: number[], field?: string): Promise<Map<number, number>> => {
  if (!ids.length) return new Map();
  const { table, columns } = tableOf(resourceByName(resourceName)!);
  const rows = await tx
    .select({ id: columns.id, value: field ? columns[field] : columns.id })
    .from(table)
    .where(inArray(columns.id, ids));
  return new Map(rows.map((row) => [Number(row.id), field ? positive(row.value) : 0]));
};

const recordsOf = async (tx: Db, module: StatisticsModule, events: TrackedEvent[]): Promise<ModuleRecords> => {
  const items = module.content ? await lookUp(tx, module.content.resource, idsOf(events.map((event) => event.contentId)), module.content.categoryField) : new Map<number, number>();
  const wanted = idsOf([...events.flatMap((event) => [event.category1Id, event.category2Id]), ...items.values()]);
  const categories = module.category ? await lookUp(tx, module.category.resource, wanted, module.category.parentField) : new Map<number, number>();
  return { items, categories };
};

/** The [first, second] level of a category the server knows by id (a parent makes it second-level). */
const levelsOf = (categories: Categories, id: number): [number, number] => {
  if (!id) return [0, 0];
  const parent = categories.get(id);
  if (parent === undefined) return [id, 0];
  return parent ? [parent, id] : [id, 0];
};

const resolveOne = (event: TrackedEvent, module: StatisticsModule, records: ModuleRecords): TrackedEvent => {
  const { items, categories } = records;
  const item = event.contentId ? items.get(event.contentId) : undefined;
  if (item !== undefined) {
    const [category1Id, category2Id] = levelsOf(categories, item);
    return { ...event, category1Id, category2Id };
  }
  if (event.contentId) return { ...event, contentId: UNKNOWN_ID, category1Id: module.category ? UNKNOWN_ID : 0, category2Id: 0 };
  const isFirst = (id: number) => categories.get(id) === 0;
  const second = event.category2Id ? categories.get(event.category2Id) : undefined;
  if (second) return { ...event, contentId: 0, category1Id: second, category2Id: event.category2Id };
  const category1Id = event.category1Id ? (isFirst(event.category1Id) ? event.category1Id : UNKNOWN_ID) : 0;
  return { ...event, contentId: 0, category1Id, category2Id: event.category2Id ? UNKNOWN_ID : 0 };
};

/** The batch with every content and category id the server's (see the file's comment). */
export const resolveCatalogIds = async (tx: Db, events: readonly TrackedEvent[]): Promise<TrackedEvent[]> => {
  const byModule = new Map<string, TrackedEvent[]>();
  for (const event of events) {
    const list = byModule.get(event.moduleCode) ?? [];
    list.push(event);
    byModule.set(event.moduleCode, list);
  }
  const records = new Map<string, ModuleRecords>();
  for (const [code, moduleEvents] of byModule) records.set(code, await recordsOf(tx, statisticsModuleByCode(code)!, moduleEvents));
  return events.map((event) => resolveOne(event, statisticsModuleByCode(event.moduleCode)!, records.get(event.moduleCode)!));
};
