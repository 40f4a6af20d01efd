/**
 * The opinion feedback's workflow as both halves know it (docs/opinion-feedback.md): the derived
 * status, the two recorded steps and the calls beyond the declared list and detail. The server
 * (features/feedback/server) answers these calls and the console (features/feedback/console) makes them.
 */

/** The derived state of a feedback: 0 waiting to be handled, 1 handled and not yet issued, 2 issued. */
export const FEEDBACK_STATUS = { waiting: 0, handled: 1, issued: 2 } as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUS)[keyof typeof FEEDBACK_STATUS];

/** A recorded step: the internal handling, then the result issued to the submitter. */
export type FeedbackStepKind = 'deal' | 'issue';

const IDEA = 'interactive/idea';

/** The steps and the documents. */
export const FEEDBACK_WORKFLOW_CALLS = {
  deal: `${IDEA}/updateFeedbackDealWithResult`,
  issue: `${IDEA}/updateFeedbackIssuedResult`,
  export: `${IDEA}/export`,
  word: `${IDEA}/exportIdeaFeedbackWord`,
  pdf: `${IDEA}/exportIdeaFeedbackPDF`,
  zip: `${IDEA}/exportIdeaFeedbackWordToZip`,
} as const;
