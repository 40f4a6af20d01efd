/**
 * The react-admin resources of the bespoke pages (the console halves under features/): the
 * calls their lists and records go through, and the menu guarding them.
 * Listed with the declared modules' in resources/catalog.ts. Adding a bespoke
 * page with a react-admin resource: one entry here.
 */
import type { ResourceCalls } from './framework/defineResource';
import { SHARE_MENU } from './system/shareConfig';
import { ASSESSMENT_BASE, ASSESSMENT_CALLS, ASSESSMENT_MENU, ASSESSMENT_QUESTION_RESOURCE, ASSESSMENT_RESOURCE } from './ability/abilityAssessment';

export interface BespokeResource {
  name: string;
  /** The calls' base under the web-center, e.g. 'user'. */
  api: string;
  /** Calls that differ from the five-call pattern. */
  calls: Partial<ResourceCalls>;
  /** The menu guarding the resource (react-admin's canAccess). */
  menuId: number;
  /** The base the calls are under when not the web-center's (the questionnaire calls). */
  service?: 'questionnaire';
  /** No detail call: one record is the list call's answer filtered by `id` (system users, app users). */
  byListId?: true;
}

export const USER_RESOURCE = 'systemUser';
export const USER_MENU = 2;
export const APP_USER_RESOURCE = 'appUser';
export const APP_USER_MENU = 47;
export const ROLE_RESOURCE = 'systemRole';
export const ROLE_MENU = 54;
export const OPERATION_LOG_RESOURCE = 'operationLog';
export const OPERATION_LOG_MENU = 79;
export const SHARE_RESOURCE = 'shareConfig';
/** 问卷设计 and 问卷发布 list the questionnaires (docs/questionnaire.md, on the questionnaire base). */
export const QUESTIONNAIRE_RESOURCE = 'questionnaire';
export const QUESTIONNAIRE_MENU = 44;
export const QUESTIONNAIRE_ISSUE_RESOURCE = 'questionnaireIssue';
export const QUESTIONNAIRE_ISSUE_MENU = 45;
/** 审核管理 (docs/institution-review.md): the sync batches and their rows (menu 20), the name changes (menu 21). */
export const ORG_SYNC_BATCH_RESOURCE = 'orgSyncBatch';
export const ORG_SYNC_ROW_RESOURCE = 'orgSyncRow';
export const ORG_EXAMINE_RESOURCE = 'orgExamine';

/** 意见反馈's reply templates (interactive/ideaFeedbackMould; docs/opinion-feedback.md). */
export const FEEDBACK_TEMPLATE_RESOURCE = 'feedbackTemplate';
export const FEEDBACK_MENU = 55;

/** 资格查询 (menu 53; docs/qualification.md): the register, the import records and the history of changes. */
export const QUA_CERT_RESOURCE = 'quaCertificate';
export const QUA_BATCH_RESOURCE = 'quaImportBatch';
export const QUA_HISTORY_RESOURCE = 'quaHistory';
export const QUA_MENU = 53;

export const bespokeResources: BespokeResource[] = [
  {
    name: USER_RESOURCE,
    api: 'user',
    calls: { list: 'queryUserList', create: 'addCenterUser', update: 'modifyCenterUser', delete: 'deleteUser' },
    menuId: USER_MENU,
    byListId: true,
  },
  { name: APP_USER_RESOURCE, api: 'user', calls: { list: 'userManagerList', update: 'userManagerUpdete' }, menuId: APP_USER_MENU, byListId: true },
  {
    name: ROLE_RESOURCE,
    api: 'role',
    calls: { list: 'queryRoleList', detail: 'queryRoleInfo', create: 'addRole', update: 'modifyRole', delete: 'delRole' },
    menuId: ROLE_MENU,
  },
  { name: OPERATION_LOG_RESOURCE, api: 'system/operationLog', calls: { list: 'queryList', detail: 'queryById' }, menuId: OPERATION_LOG_MENU },
  { name: SHARE_RESOURCE, api: 'system/share', calls: { list: 'queryList', update: 'updateDetails' }, menuId: SHARE_MENU },
  { name: QUESTIONNAIRE_RESOURCE, api: '', calls: { list: 'queryList', detail: 'queryQuestionList', update: 'updateDetails', delete: 'delete' }, menuId: QUESTIONNAIRE_MENU, service: 'questionnaire' },
  {
    name: FEEDBACK_TEMPLATE_RESOURCE,
    api: 'interactive/ideaFeedbackMould',
    calls: { list: 'queryInfo', create: 'add', update: 'update', delete: 'delete' },
    menuId: FEEDBACK_MENU,
  },
  { name: ORG_SYNC_BATCH_RESOURCE, api: 'org/examine', calls: { list: 'queryOrgExamineSyncList' }, menuId: 20 },
  { name: ORG_SYNC_ROW_RESOURCE, api: 'org/examine', calls: { list: 'queryMemOrgList' }, menuId: 20 },
  { name: ORG_EXAMINE_RESOURCE, api: 'org/examine', calls: { list: 'queryOrgExamineList', detail: 'queryInfo' }, menuId: 21 },
  { name: QUESTIONNAIRE_ISSUE_RESOURCE, api: '', calls: { list: 'queryList' }, menuId: QUESTIONNAIRE_ISSUE_MENU, service: 'questionnaire' },
  { name: QUA_CERT_RESOURCE, api: 'qua', calls: { list: 'queryQuaList' }, menuId: QUA_MENU },
  { name: QUA_BATCH_RESOURCE, api: 'qua', calls: { list: 'queryExcelRecord' }, menuId: QUA_MENU },
  { name: QUA_HISTORY_RESOURCE, api: 'qua', calls: { list: 'queryHistoryRecord' }, menuId: QUA_MENU },
  /** 团队考核 registered by operators (menu 42; docs/ability-statistics.md "Team assessments"): the form's record and the questions to pick. */
  { name: ASSESSMENT_RESOURCE, api: ASSESSMENT_BASE, calls: { detail: ASSESSMENT_CALLS.detail, create: ASSESSMENT_CALLS.create, update: ASSESSMENT_CALLS.update }, menuId: ASSESSMENT_MENU },
  { name: ASSESSMENT_QUESTION_RESOURCE, api: ASSESSMENT_BASE, calls: { list: ASSESSMENT_CALLS.questionChoices }, menuId: ASSESSMENT_MENU },
];
