/**
 * The calls of 审核管理 (menu 52; docs/institution-review.md) under org/examine and sms/ on the web-center
 * base. 机构名称同步记录 (20): syncData, queryOrgExamineSyncList, queryMemOrgList, submitExamine (submit and
 * withdraw). 机构名称同步审核 (21): queryOrgExamineList, queryInfo, queryExamineList, orgExamine, and the SMS
 * reviewers (sms/*). Both menus read the changes and their nodes: the record page shows a change's status.
 */
import { get, post, type ServerModule } from '../../../server/http/api';
import { Success } from '../../../server/http/envelope';
import { readId } from '../../../server/http/validate';
import { examineDetail, examineNodes, findExamine, listBatches, listBatchRows, listExamines, readExamineId } from './lists';
import { MENU } from './model';
import { candidateReviewers, configuredReviewers, deliverNotices, saveReviewers } from './notices';
import { optionalVersion, review, submit, withdraw } from './review';
import { syncData } from './sync';

export const EXAMINE_API = 'org/examine';
const READERS = { menu: [MENU.record, MENU.audit] };

export const examineModule: ServerModule = ({ clock }) => [
  post(`${EXAMINE_API}/queryOrgExamineSyncList`, { menu: MENU.record, unit: 'list' }, 'read', ({ db, body }) => listBatches(db, body)),
  post(`${EXAMINE_API}/queryMemOrgList`, { menu: MENU.record, unit: ['list', 'detail'] }, 'read', ({ db, body }) => listBatchRows(db, body)),
  post(`${EXAMINE_API}/syncData`, { menu: MENU.record, unit: 'add' }, { write: 'update' }, async ({ db: tx, user }) => new Success(await syncData(tx, user!, clock.now()), '同步完成')),
  post(`${EXAMINE_API}/queryOrgExamineList`, { ...READERS, unit: 'list' }, 'read', ({ db, body }) => listExamines(db, body)),
  post(`${EXAMINE_API}/queryInfo`, { ...READERS, unit: 'detail' }, 'read', ({ db, body }) => examineDetail(db, readId(body))),
  post(`${EXAMINE_API}/queryExamineList`, { ...READERS, unit: 'detail' }, 'read', async ({ db, body }) => {
    const id = readExamineId(body);
    await findExamine(db, id);
    const list = await examineNodes(db, id);
    return { list, total: list.length };
  }),
  post(`${EXAMINE_API}/submitExamine`, { ...READERS, unit: 'modify' }, { write: 'update', audit: 'self' }, async ({ db, body, user, services, logWrite }) => {
    const id = readId(body);
    const version = optionalVersion(body);
    const withdrawing = body.withdraw === true;
    const notices = await db.transaction(async (tx) => {
      const sent = withdrawing ? (await withdraw(tx, id, version, user!, clock.now()), []) : await submit(tx, id, version, user!, clock.now());
      await logWrite(tx, { id });
      return sent;
    });
    // Only a committed submit tells anybody.
    await deliverNotices(services, notices);
    return new Success(await examineDetail(db, id), withdrawing ? '已撤回' : '已提交审核');
  }),
  post(`${EXAMINE_API}/orgExamine`, { menu: MENU.audit, unit: 'modify' }, { write: 'update' }, async ({ db: tx, body, user }) => {
    const id = await review(tx, body, user!, clock.now());
    return new Success(await examineDetail(tx, id), '审核完成');
  }),
  get('sms/querySmsConfUser', { menu: MENU.audit, unit: ['list', 'detail'] }, 'read', ({ db }) => configuredReviewers(db)),
  post('sms/querySmsConfUserById', { menu: MENU.audit, unit: ['list', 'detail'] }, 'read', ({ db, body }) => candidateReviewers(db, body)),
  // Replaces the saved list of reviewers: an update of the configuration.
  post('sms/addSmsConf', { menu: MENU.audit, unit: 'modify' }, { write: 'update' }, async ({ db: tx, body, user }) => new Success(await saveReviewers(tx, body, user!.loginName), '保存成功')),
];
