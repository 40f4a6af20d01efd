/**
 * Demo rows of the declarations (`resource.demo()`, imported on demand from
 * each declaration's `<name>.demo.ts`), inserted into a table that is empty.
 * A `ref` value in demo data is the 1-based index of the referenced
 * resource's demo row and is mapped to that row's real id, so a referenced
 * resource is seeded before the resources pointing to it.
 */
import { asc, count } from 'drizzle-orm';
import { demoRows, type FieldSpec, type Resource } from '../../resources/framework';
import type { Db } from '../db/client';
import { tableOf } from './columns';
import { toColumnValue } from './codec';
import type { ResourceSet } from './queries';
import { sanitizeRichText } from './sanitize';

/** Declaration order, except that a resource waits for the resources it references. */
export const seedOrder = (all: ResourceSet): Resource[] => {
  const remaining = [...all];
  const ordered: Resource[] = [];
  while (remaining.length) {
    const ready = remaining.findIndex((resource) =>
      resource.fields.every((field) => field.kind !== 'ref' || field.reference === resource.name || !remaining.some((other) => other.name === field.reference)),
    );
    ordered.push(...remaining.splice(Math.max(ready, 0), 1));
  }
  return ordered;
};

const storedIds = async (db: Db, resource: Resource): Promise<number[]> => {
  const { table, columns } = tableOf(resource);
  const rows = await db.select({ id: columns.id }).from(table).orderBy(asc(columns.id));
  return rows.map((row) => row.id as number);
};

const demoValue = (field: FieldSpec, value: unknown, ids: Map<string, number[]>) => {
  if (field.kind === 'ref') return ids.get(field.reference!)?.[Number(value) - 1] ?? null;
  if (field.kind === 'richText' && typeof value === 'string') return sanitizeRichText(value);
  return toColumnValue(field, value);
};

export interface SeedOptions {
  /** Seed only these tables (e.g. the ones created at this start-up); every empty table when absent. */
  tables?: readonly string[];
}

/** Seeds every empty resource table that has demo data; answers the names of the resources seeded. */
export const seedResources = async (db: Db, all: ResourceSet, options: SeedOptions = {}): Promise<string[]> => {
  const ids = new Map<string, number[]>();
  const seeded: string[] = [];
  for (const resource of seedOrder(all)) {
    const { table, columns } = tableOf(resource);
    const [{ rows }] = await db.select({ rows: count() }).from(table);
    const wanted = !options.tables || options.tables.includes(resource.table);
    if (!resource.demo || rows > 0 || !wanted) {
      ids.set(resource.name, await storedIds(db, resource));
      continue;
    }
    const demos = await demoRows(resource);
    const inserted: number[] = [];
    ids.set(resource.name, inserted);
    await db.transaction(async (tx) => {
      // Row by row, so a demo row may reference an earlier row of its own resource.
      for (const demo of demos) {
        const values: Record<string, unknown> = {};
        for (const field of resource.fields) {
          const value = (demo as Record<string, unknown>)[field.name] ?? field.defaultValue;
          if (value !== undefined) values[field.name] = demoValue(field, value, ids);
        }
        const [row] = await tx
          .insert(table)
          .values(values as never)
          .returning({ id: columns.id });
        inserted.push(row.id as number);
      }
    });
    seeded.push(resource.name);
  }
  return seeded;
};
