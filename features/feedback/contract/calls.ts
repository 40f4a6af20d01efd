/**
 * 意见反馈's calls beyond its CRUD ones (menu 55; docs/opinion-feedback.md; the list and detail of the module
 * ideaFeedback, the templates of resource feedbackTemplate below): the two steps and the
 * documents, and the records they answer. A refusal (issuing before handling, a stale version) is shown by
 * the request wrapper; documents are saved under the server's file name.
 */
import { exportCall, postCall } from '../../../resources/framework/defineCalls';
import { FEEDBACK_WORKFLOW_CALLS as CALLS, type FeedbackStatus, type FeedbackStepKind } from './workflow';
import { defineContract, type CallsOf } from '../../../resources/framework/featureContract';

/** 意见反馈's reply templates (interactive/ideaFeedbackMould; docs/opinion-feedback.md). */
export const FEEDBACK_TEMPLATE_RESOURCE = 'feedbackTemplate';
export const FEEDBACK_MENU = 55;

/** The app-facing calls (the app base; server/appCalls.ts): the app's, not the console's. */
export const FEEDBACK_APP_CALLS = { submit: 'ideaFeedback/submit', mine: 'ideaFeedback/queryMine' } as const;

export type { FeedbackStatus, FeedbackStepKind };

export interface FileRef {
  url: string;
  title?: string;
}

/** A recorded step of a feedback. */
export interface FeedbackStep {
  id: number;
  kind: FeedbackStepKind;
  kindName: string;
  result: string;
  actorName: string;
  actedAt: string;
}

/** A feedback as the list and the detail (interactive/idea/queryDetails, with its steps) answer it. */
export interface Feedback {
  id: number;
  version: number;
  feedbackNo: string | null;
  title: string;
  content: string;
  contactName: string | null;
  contactPhone: string | null;
  /** The member unit's current name (the feedback is linked to it by id), or the name it was sent under. */
  memberUnit: string | null;
  memberUnitId?: number | null;
  /** The unit's name when the feedback was sent. */
  memberUnitAsSent?: string | null;
  attachments: FileRef[] | FileRef | null;
  submittedAt: string;
  status: FeedbackStatus;
  statusName: string;
  dealWithResult: string | null;
  dealtAt: string | null;
  dealtBy: string | null;
  issuedResult: string | null;
  issuedAt: string | null;
  issuedBy: string | null;
  steps?: FeedbackStep[];
}

/** A reply template (resource feedbackTemplate). */
export interface FeedbackTemplate {
  id: number;
  version: number;
  name: string;
  content: string;
  updatedAt: string;
}

export const opinionCalls = {
  /** 处理: the handling result over the version read; answers the detail. */
  opinionDeal: postCall<{ id: number; version: number; dealWithResult: string }, Feedback>(CALLS.deal),
  /** 下发: the result issued to the submitter over the version read; answers the detail. */
  opinionIssue: postCall<{ id: number; version: number; issuedResult: string }, Feedback>(CALLS.issue),
  /** The list as .xlsx, with the list's search. */
  opinionExportList: exportCall<Record<string, unknown>>(CALLS.export, '意见反馈.xlsx'),
  opinionExportWord: exportCall<{ id: number }>(CALLS.word, '意见反馈处理单.docx'),
  opinionExportPdf: exportCall<{ id: number }>(CALLS.pdf, '意见反馈处理单.pdf'),
  /** The selected feedbacks as a zip of Word files. */
  opinionExportWordZip: exportCall<{ ids: number[] }>(CALLS.zip, '意见反馈处理单.zip'),
};

export const contract = defineContract(opinionCalls, [
  { name: FEEDBACK_TEMPLATE_RESOURCE, api: 'interactive/ideaFeedbackMould', calls: { list: 'queryInfo', create: 'add', update: 'update', delete: 'delete' }, menuId: FEEDBACK_MENU },
]);
declare module '../../../resources/calls' {
  interface FeatureCalls extends CallsOf<typeof contract> {}
}
