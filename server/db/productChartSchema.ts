/**
 * The product lineage chart (产品图谱, docs/product-chart.md): one row (id 1) holding the draft the
 * console edits, with its version for optimistic locking, and the copy published for the app.
 * Re-exported by schema.ts, so the migrations cover it.
 */
import { integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const productCharts = pgTable('product_chart', {
  id: integer('id').primaryKey(),
  title: varchar('title', { length: 30 }).notNull(),
  intro: text('intro').notNull().default(''),
  /** The draft graph: { nodes, links } (resources/business/productChartGraph.ts). */
  graph: jsonb('graph').notNull(),
  /** Raised by every save and publish: a save names the version it read. */
  version: integer('version').notNull().default(1),
  /** What the app shows: { title, intro, graph, version } of the draft published, or null. */
  published: jsonb('published'),
  publishedAt: at('published_at'),
  publishedBy: varchar('published_by', { length: 64 }),
  updatedBy: varchar('updated_by', { length: 64 }),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
