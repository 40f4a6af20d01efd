/**
 * The questionnaire calls of 问卷设计 (menu 44) and the list both pages read, on the questionnaire base
 * (config.questionnaireBase; docs/questionnaire.md "Calls"):
 * queryList, queryQuestionList, updateDetails (create or save), delete, publish, close, copy.
 */
import { eq } from 'drizzle-orm';
import { statisticsCache } from './schema';
import { get, post, requireUnit, type ServerModule } from '../../../server/http/api';
import { success } from '../../../server/http/envelope';
import { readId, wholeNumber } from '../../../server/http/validate';
import { closeQuestionnaire, copyQuestionnaire, deleteQuestionnaire, publishQuestionnaire, saveQuestionnaire } from './lifecycle';
import { MENU } from './model';
import { listQuestionnaires, loadDetail } from './store';

export const DESIGN_CALLS = {
  list: 'queryList',
  detail: 'queryQuestionList',
  save: 'updateDetails',
  remove: 'delete',
  publish: 'publish',
  close: 'close',
  copy: 'copy',
} as const;

/** Both pages of the section read questionnaires. */
export const READERS = { menu: [MENU.design, MENU.publish] };

const isNew = (body: Record<string, unknown>) => body.id === undefined || body.id === null || body.id === '';

/** The version of a transition: optional (the console sends what it read), checked when given. */
const optionalVersion = (body: Record<string, unknown>) => (body.version === undefined || body.version === null ? null : (wholeNumber(body.version, 0) ?? -1));

export const questionnaireDesignModule: ServerModule = () => [
  post(DESIGN_CALLS.list, { ...READERS, unit: 'list' }, 'read', ({ db, body }) => listQuestionnaires(db, body)),
  get(DESIGN_CALLS.detail, { ...READERS, unit: ['detail', 'list'] }, 'read', ({ db, query }) => loadDetail(db, readId(query))),
  post(DESIGN_CALLS.save, { menu: MENU.design }, { write: 'update' }, async ({ db: tx, body, user }) => {
    requireUnit(user, MENU.design, isNew(body) ? 'add' : 'modify');
    const id = await saveQuestionnaire(tx, body, user!.loginName);
    // Results name the questions as they were counted; a changed wording is read again at the next refresh.
    await tx.delete(statisticsCache).where(eq(statisticsCache.questionnaireId, id));
    return success(await loadDetail(tx, id), isNew(body) ? '创建成功' : '编辑成功');
  }),
  post(DESIGN_CALLS.remove, { menu: MENU.design, unit: 'delete' }, { write: 'delete' }, async ({ db: tx, body }) => {
    await deleteQuestionnaire(tx, readId(body));
    return success(null, '删除成功');
  }),
  post(DESIGN_CALLS.publish, { menu: [MENU.design, MENU.publish], unit: ['modify', 'enable'] }, { write: 'update' }, async ({ db: tx, body, user }) => {
    const id = readId(body);
    await publishQuestionnaire(tx, id, optionalVersion(body), user!.loginName);
    return success(await loadDetail(tx, id), '发布成功');
  }),
  post(DESIGN_CALLS.close, { menu: [MENU.design, MENU.publish], unit: ['modify', 'enable'] }, { write: 'update' }, async ({ db: tx, body, user }) => {
    const id = readId(body);
    await closeQuestionnaire(tx, id, optionalVersion(body), user!.loginName);
    return success(await loadDetail(tx, id), '问卷已结束');
  }),
  post(DESIGN_CALLS.copy, { menu: MENU.design, unit: 'add' }, { write: 'create' }, async ({ db: tx, body, user }) => {
    const id = await copyQuestionnaire(tx, readId(body), user!.loginName);
    return success(await loadDetail(tx, id), '已复制为新问卷');
  }),
];
