/**
 * 审核管理's calls beyond its lists and the change's detail (menus 20 and 21; docs/institution-review.md;
 * resources orgSyncBatch, orgSyncRow and orgExamine below), and the records they answer.
 * The actions' refusals are shown by the request wrapper; the reads are quiet (their pages say they failed).
 */
import { getCall, postCall } from '../../../resources/framework/defineCalls';
import { defineContract, type CallsOf } from '../../../resources/framework/featureContract';

/** 审核管理 (docs/institution-review.md): the sync batches and their rows (menu 20), the name changes (menu 21). */
export const ORG_SYNC_BATCH_RESOURCE = 'orgSyncBatch';
export const ORG_SYNC_ROW_RESOURCE = 'orgSyncRow';
export const ORG_EXAMINE_RESOURCE = 'orgExamine';

const EXAMINE_API = 'org/examine';

/** One step of a change's life (synced, submitted, withdrawn, reviewed), with whom an SMS told. */
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

/** A name change (org/examine/queryOrgExamineList). */
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

/** The detail call's answer (org/examine/queryInfo): the change with its nodes and member unit. */
export interface ExamineDetail extends Examine {
  nodes: ExamineNode[];
  memberUnit: { id: number; name: string; formerNames: Array<{ name: string; until: string }> } | null;
}

/** A sync batch (org/examine/queryOrgExamineSyncList) and its counts. */
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

/** A row of a sync batch (org/examine/queryMemOrgList), with its change's state when it renamed a unit. */
export interface SyncRow {
  id: number;
  creditCode: string | null;
  oldName: string | null;
  newName: string | null;
  result: number;
  reason: string | null;
  examineId: number | null;
  examineStatus: number | null;
  examineVersion: number | null;
}

/** A user who may review name changes, and whether an SMS tells them of one. */
export interface Reviewer {
  id: number;
  loginName: string;
  cnName: string;
  phone: string | null;
  hasPhone: boolean;
  roleName: string | null;
  chosen: boolean;
}

export const examineCalls = {
  /** Syncs the member units' names now: a new batch. */
  examineSync: postCall<void, Batch>(`${EXAMINE_API}/syncData`),
  /** A batch's summary, answered beside the first row of its rows (the list's call; react-admin's list keeps only the rows). */
  examineBatchSummary: postCall<{ batchId: number; pageNum: number; pageSize: number }, { batch: Batch }>(`${EXAMINE_API}/queryMemOrgList`, { quiet: true }),
  examineNodes: postCall<{ id: number }, { list: ExamineNode[] }>(`${EXAMINE_API}/queryExamineList`, { quiet: true }),
  /** Sends a change to review, or with `withdraw` takes it back. */
  examineSubmit: postCall<{ id: number; version: number; withdraw?: true }, ExamineDetail>(`${EXAMINE_API}/submitExamine`),
  examineReview: postCall<{ id: number; version: number; examineStatus: 1 | 2; examineOpinion: string }, ExamineDetail>(`${EXAMINE_API}/orgExamine`),
  /** The reviewers an SMS tells. */
  examineReviewers: getCall<void, { list: Reviewer[] }>('sms/querySmsConfUser', { quiet: true }),
  /** The users whose role may review (the review menu's 'modify' unit). */
  examineReviewerCandidates: postCall<{ menuId: number }, { list: Reviewer[] }>('sms/querySmsConfUserById', { quiet: true }),
  examineSaveReviewers: postCall<{ userIds: number[] }, { list: Reviewer[] }>('sms/addSmsConf'),
};

export const contract = defineContract(examineCalls, [
  { name: ORG_SYNC_BATCH_RESOURCE, api: 'org/examine', calls: { list: 'queryOrgExamineSyncList' }, menuId: 20 },
  { name: ORG_SYNC_ROW_RESOURCE, api: 'org/examine', calls: { list: 'queryMemOrgList' }, menuId: 20 },
  { name: ORG_EXAMINE_RESOURCE, api: 'org/examine', calls: { list: 'queryOrgExamineList', detail: 'queryInfo' }, menuId: 21 },
]);
declare module '../../../resources/calls' {
  interface FeatureCalls extends CallsOf<typeof contract> {}
}
