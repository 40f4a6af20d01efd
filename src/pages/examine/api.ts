/**
 * The calls of 审核管理 (menu 52; docs/institution-review.md) with the shapes they answer. The lists go
 * through react-admin's dataProvider (resources of resources/bespoke.ts); the actions and the detail
 * through these.
 */
import { get, post } from '../../../dataProvider/http';

export const EXAMINE_API = 'org/examine';
export const RECORD_PATH = '/examine/mechanismRecord';
export const BATCH_PATH = '/examine/mechanismRecordEdit';
export const AUDIT_PATH = '/examine/mechanismAudit';
export const AUDIT_EDIT_PATH = '/examine/mechanismAuditEdit';
export const SMS_CONFIG_PATH = '/examine/smsConfig';
export const MENU = { record: 20, audit: 21 } as const;

/** 3 待提交 → 0 待审核 → 1 已通过 / 2 已驳回. */
export const STATUS = { pending: 0, approved: 1, rejected: 2, draft: 3 } as const;
export const STATUS_ORDER = [3, 0, 1, 2] as const;
export const RESULTS = [1, 2, 3, 4, 5] as const;
export const RESULT = { renamed: 2 } as const;

export interface ExamineNode {
  id: number;
  action: string;
  actionName: string;
  fromStatus: number | null;
  toStatus: number;
  actorName: string;
  actorLogin: string;
  comment: string | null;
  notified: Array<{ userId: number; cnName: string; phone: string }>;
  at: string;
}

export interface Examine {
  id: number;
  orgCode: string;
  memberUnitId: number | null;
  batchId: number | null;
  orgName: string;
  newOrgName: string;
  syncedAt: string;
  examineStatus: number;
  examineOpinion: string | null;
  examinedAt: string | null;
  examinedByName: string | null;
  submittedAt: string | null;
  submittedByName: string | null;
  submittedById: number | null;
  version: number;
}

export interface ExamineDetail extends Examine {
  nodes: ExamineNode[];
  memberUnit: { id: number; name: string; formerNames: Array<{ name: string; until: string }> } | null;
}

export interface Batch {
  id: number;
  syncedAt: string;
  syncedByName: string;
  added: number;
  renamed: number;
  removed: number;
  unchanged: number;
  failed: number;
  total: number;
}

export interface Reviewer {
  id: number;
  loginName: string;
  cnName: string;
  phone: string | null;
  hasPhone: boolean;
  roleName: string | null;
  chosen: boolean;
}

const data = async <T>(answer: Promise<{ data: T }>) => (await answer).data;

export const examineApi = {
  sync: () => post<Batch>(`${EXAMINE_API}/syncData`, {}),
  detail: (id: number) => data(post<ExamineDetail>(`${EXAMINE_API}/queryInfo`, { id }, { silent: true })),
  nodes: (id: number) => data(post<{ list: ExamineNode[] }>(`${EXAMINE_API}/queryExamineList`, { id }, { silent: true })),
  submit: (id: number, version: number) => post<ExamineDetail>(`${EXAMINE_API}/submitExamine`, { id, version }),
  withdraw: (id: number, version: number) => post<ExamineDetail>(`${EXAMINE_API}/submitExamine`, { id, version, withdraw: true }),
  review: (id: number, version: number, examineStatus: 1 | 2, examineOpinion: string) =>
    post<ExamineDetail>(`${EXAMINE_API}/orgExamine`, { id, version, examineStatus, examineOpinion }),
  reviewers: () => data(get<{ list: Reviewer[] }>('sms/querySmsConfUser', undefined, { silent: true })),
  candidates: () => data(post<{ list: Reviewer[] }>('sms/querySmsConfUserById', { menuId: MENU.audit }, { silent: true })),
  saveReviewers: (userIds: number[]) => post<{ list: Reviewer[] }>('sms/addSmsConf', { userIds }),
};

export const examineKeys = {
  all: ['examine'] as const,
  detail: (id: number) => ['examine', 'detail', id] as const,
  reviewers: ['examine', 'reviewers'] as const,
  candidates: ['examine', 'candidates'] as const,
};

/** 2026-11-27 10:30 in Beijing time. */
export const beijingTime = (iso: string | null | undefined) => {
  if (!iso) return '—';
  const date = new Date(new Date(iso).getTime() + 8 * 3_600_000);
  return date.toISOString().slice(0, 16).replace('T', ' ');
};
