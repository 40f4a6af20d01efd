/**
 * Tables of opinion feedback (意见反馈, menu 55; docs/opinion-feedback.md) beside the feedback rows
 * themselves (the declared table res_idea_feedback, resources/interaction/ideaFeedback.ts): the recorded
 * steps of each feedback (handling, issuing) and the reply templates. drizzle-kit reads this file
 * with the core schema, so the migrations cover them.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One recorded step of a feedback: kind 'deal' (the internal handling result) or 'issue' (the result
 * issued to the submitter), with who and when. Never updated: the history of the detail page.
 */
export const feedbackSteps = pgTable(
  'fb_feedback_step',
  {
    id: serial('id').primaryKey(),
    /** The feedback (res_idea_feedback.id); no foreign key, the declared table is made by the start-up sync. */
    feedbackId: integer('feedback_id').notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    result: text('result').notNull(),
    actorId: integer('actor_id'),
    actorName: varchar('actor_name', { length: 64 }).notNull(),
    actedAt: at('acted_at').notNull().defaultNow(),
  },
  (table) => [index('fb_feedback_step_feedback_idx').on(table.feedbackId, table.id)],
);

/** A reply template (ideaFeedbackMould): a name and a text with placeholders such as {提交人}. */
export const feedbackTemplates = pgTable(
  'fb_feedback_template',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 30 }).notNull(),
    content: text('content').notNull(),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    updatedBy: varchar('updated_by', { length: 64 }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (table) => [uniqueIndex('fb_feedback_template_name_idx').on(table.name)],
);
