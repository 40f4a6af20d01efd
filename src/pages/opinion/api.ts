/**
 * The opinion feedback calls the console makes (docs/opinion-feedback.md): the list and the templates go
 * through react-admin's dataProvider (resources `ideaFeedback` and `feedbackTemplate`); the two steps and
 * the documents through these. Documents are saved by the request wrapper under the server's file name.
 */
import { exportFile, post } from '../../../dataProvider/http';
import { FEEDBACK_STATUS, FEEDBACK_WORKFLOW_CALLS, type FeedbackStatus, type FeedbackStepKind } from '../../../resources/interaction/feedbackWorkflow';

export const FEEDBACK_RESOURCE = 'ideaFeedback';
export const TEMPLATE_RESOURCE = 'feedbackTemplate';
export const OPINION_LIST_PATH = '/interaction/opinion';
export const OPINION_DETAIL_PATH = '/interaction/opinion/detail';
export const OPINION_TEMPLATE_PATH = '/interaction/opinion/template';

const CALLS = FEEDBACK_WORKFLOW_CALLS;

export { FEEDBACK_STATUS as STATUS };
export type { FeedbackStepKind };

export interface FileRef {
  url: string;
  title?: string;
}

export interface FeedbackStep {
  id: number;
  kind: FeedbackStepKind;
  kindName: string;
  result: string;
  actorName: string;
  actedAt: string;
}

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

export interface FeedbackTemplate {
  id: number;
  version: number;
  name: string;
  content: string;
  updatedAt: string;
}

// Refusals (issuing before handling, a stale version) are shown by the request wrapper's message line.
export const dealWith = (feedback: Pick<Feedback, 'id' | 'version'>, dealWithResult: string) =>
  post<Feedback>(CALLS.deal, { id: feedback.id, version: feedback.version, dealWithResult });

export const issue = (feedback: Pick<Feedback, 'id' | 'version'>, issuedResult: string) =>
  post<Feedback>(CALLS.issue, { id: feedback.id, version: feedback.version, issuedResult });

/** The list as .xlsx, with the list's search. */
export const exportFeedbackList = (filter: Record<string, unknown>) => exportFile(CALLS.export, filter, '意见反馈.xlsx');
export const exportWord = (id: number) => exportFile(CALLS.word, { id }, `意见反馈处理单_${id}.docx`);
export const exportPdf = (id: number) => exportFile(CALLS.pdf, { id }, `意见反馈处理单_${id}.pdf`);
export const exportWordZip = (ids: number[]) => exportFile(CALLS.zip, { ids }, '意见反馈处理单.zip');

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** 'YYYY-MM-DD HH:mm' in Beijing time. */
export const beijing = (value: string | null | undefined) => {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Date(date.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
};

/** Today's Beijing date, YYYY-MM-DD (the {日期} of a template). */
export const beijingToday = (now = new Date()) => new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

export const attachmentsOf = (feedback: Pick<Feedback, 'attachments'>): FileRef[] =>
  Array.isArray(feedback.attachments) ? feedback.attachments : feedback.attachments ? [feedback.attachments] : [];

const MOULD = 'interactive/ideaFeedbackMould';

/** A template saved: `add` without an id, `update` over the version read (refusals shown by the wrapper). */
export const saveTemplate = (values: { name: string; content: string }, editing?: Pick<FeedbackTemplate, 'id' | 'version'>) =>
  editing ? post<FeedbackTemplate>(`${MOULD}/update`, { ...values, id: editing.id, version: editing.version }) : post<FeedbackTemplate>(`${MOULD}/add`, values);

export const deleteTemplate = (id: number) => post<null>(`${MOULD}/delete`, { id });
