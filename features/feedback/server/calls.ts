/**
 * The web-center calls of opinion feedback (menu 55; docs/opinion-feedback.md): interactive/idea (list,
 * detail, the two steps, the list's .xlsx export, one feedback as Word or PDF, several as a zip of Word
 * files) and interactive/ideaFeedbackMould (the reply templates). Reads need the 'list' or 'detail' unit,
 * the steps 'modify', the templates' writes 'add', 'modify' and 'delete' (docs/permissions.md). Documents
 * answer application/octet-stream with the Chinese file name in RFC 5987 form, by POST (body) or GET (query).
 */
import type { FastifyReply } from 'fastify';
import type { Endpoint, EndpointContext, ServerModule } from '../../../server/http/api';
import { post } from '../../../server/http/api';
import { ApiError, success } from '../../../server/http/envelope';
import { readId, readIdList } from '../../../server/http/validate';
import { sendDownload } from '../../../server/modules/files';
import type { Db } from '../../../server/db/client';
import { feedbackDetail, listFeedback, selectedFeedback } from './records';
import { dealWithFeedback, issueFeedback, readDealInput, readIssueInput, STEP_MESSAGES, type StepActor } from './steps';
import { addTemplate, deleteTemplate, listTemplates, updateTemplate } from './templates';
import { feedbackSheet, sheetFileName, SHEET_TITLE } from './documents/sheet';
import { feedbackWord } from './documents/word';
import { feedbackPdf } from './documents/pdf';
import { zipOf } from './documents/zip';
import { feedbackWorkbook } from './documents/listWorkbook';
import { beijingDateTime } from '../../../server/resources/export';

import { FEEDBACK_WORKFLOW_CALLS } from '../contract/workflow';

export const FEEDBACK_MENU = 55;
const IDEA = 'interactive/idea';
const MOULD = 'interactive/ideaFeedbackMould';

export const FEEDBACK_CALLS = {
  list: `${IDEA}/queryList`,
  detail: `${IDEA}/queryDetails`,
  ...FEEDBACK_WORKFLOW_CALLS,
  templateList: `${MOULD}/queryInfo`,
  templateAdd: `${MOULD}/add`,
  templateUpdate: `${MOULD}/update`,
  templateDelete: `${MOULD}/delete`,
} as const;

export const DOCUMENT_LIMITS = { zip: 50, export: 10_000 } as const;

export const DOCUMENT_MESSAGES = {
  idsRequired: '请选择要导出的反馈',
  idsInvalid: '反馈编号必须是正整数',
  tooMany: `一次最多导出${DOCUMENT_LIMITS.zip}条反馈，请分批导出`,
  exportTooMany: `导出数据超过${DOCUMENT_LIMITS.export}条，请缩小查询范围后再导出`,
} as const;

const actorOf = (context: EndpointContext): StepActor => ({ id: context.user?.id ?? null, name: context.user?.cnName || context.user?.loginName || '系统' });

const today = () => (beijingDateTime(new Date()) ?? '').slice(0, 10).replace(/-/g, '');

const sendFile = (reply: FastifyReply, buffer: Buffer, fileName: string) => sendDownload(reply, fileName, buffer);

/** The request of a document call: the JSON body of a POST, the query of a GET (ids=1,2,3). */
const paramsOf = (context: EndpointContext & { method: 'GET' | 'POST' }): Record<string, unknown> => {
  if (context.method === 'POST') return context.body;
  const query: Record<string, unknown> = { ...context.query };
  if (typeof query.ids === 'string')
    query.ids = query.ids
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
  return query;
};

/** A document call served by POST and GET, answering a file. */
const documentCalls = (path: string, unit: 'list' | 'detail', make: (db: Db, params: Record<string, unknown>, context: EndpointContext) => Promise<{ buffer: Buffer; fileName: string }>): Endpoint[] =>
  (['POST', 'GET'] as const).map((method) => ({
    method,
    path,
    access: { menu: FEEDBACK_MENU, unit },
    effect: 'read' as const,
    raw: true,
    handler: async (context: EndpointContext) => {
      const { buffer, fileName } = await make(context.db, paramsOf({ ...context, method }), context);
      context.services.log.info({ call: path, userId: context.user?.id, bytes: buffer.length }, 'feedback document made');
      return sendFile(context.reply, buffer, fileName);
    },
  }));

export const feedbackModule: ServerModule = ({ config }) => [
  post(FEEDBACK_CALLS.list, { menu: FEEDBACK_MENU, unit: 'list' }, 'read', ({ db, body }) => listFeedback(db, body)),
  post(FEEDBACK_CALLS.detail, { menu: FEEDBACK_MENU, unit: ['detail', 'list'] }, 'read', ({ db, body }) => feedbackDetail(db, readId(body))),
  // The hook's transaction (ctx.db) holds the row lock, the step and the operation-log row together.
  post(FEEDBACK_CALLS.deal, { menu: FEEDBACK_MENU, unit: 'modify' }, { write: 'update' }, async (context) =>
    success(await dealWithFeedback(context.db, readDealInput(context.body), actorOf(context)), STEP_MESSAGES.dealt),
  ),
  post(FEEDBACK_CALLS.issue, { menu: FEEDBACK_MENU, unit: 'modify' }, { write: 'update' }, async (context) =>
    success(await issueFeedback(context.db, readIssueInput(context.body), actorOf(context)), STEP_MESSAGES.issued),
  ),
  ...documentCalls(FEEDBACK_CALLS.export, 'list', async (reader, params, context) => {
    const { rows, total } = await selectedFeedback(reader, params, DOCUMENT_LIMITS.export);
    if (total > DOCUMENT_LIMITS.export) throw new ApiError(DOCUMENT_MESSAGES.exportTooMany);
    return { buffer: await feedbackWorkbook(rows, params, actorOf(context).name), fileName: `意见反馈_${today()}.xlsx` };
  }),
  ...documentCalls(FEEDBACK_CALLS.word, 'detail', async (reader, params) => {
    const sheet = feedbackSheet(await feedbackDetail(reader, readId(params)));
    return { buffer: await feedbackWord(sheet), fileName: sheetFileName(sheet, 'docx') };
  }),
  ...documentCalls(FEEDBACK_CALLS.pdf, 'detail', async (reader, params) => {
    const sheet = feedbackSheet(await feedbackDetail(reader, readId(params)));
    return { buffer: await feedbackPdf(sheet, config.pdfFont), fileName: sheetFileName(sheet, 'pdf') };
  }),
  ...documentCalls(FEEDBACK_CALLS.zip, 'detail', async (reader, params) => {
    const ids = readIdList(params.ids, { required: DOCUMENT_MESSAGES.idsRequired, invalid: DOCUMENT_MESSAGES.idsInvalid }, { max: DOCUMENT_LIMITS.zip, tooMany: DOCUMENT_MESSAGES.tooMany });
    const entries = [];
    for (const id of ids) {
      const sheet = feedbackSheet(await feedbackDetail(reader, id));
      entries.push({ name: sheetFileName(sheet, 'docx'), content: await feedbackWord(sheet) });
    }
    return { buffer: await zipOf(entries), fileName: `${SHEET_TITLE}_${today()}_${ids.length}份.zip` };
  }),
  post(FEEDBACK_CALLS.templateList, { menu: FEEDBACK_MENU, unit: ['list', 'detail', 'modify'] }, 'read', ({ db, body }) => listTemplates(db, body)),
  post(FEEDBACK_CALLS.templateAdd, { menu: FEEDBACK_MENU, unit: 'add' }, { write: 'create' }, async (context) =>
    success(await addTemplate(context.db, context.body, actorOf(context).name), '创建成功'),
  ),
  post(FEEDBACK_CALLS.templateUpdate, { menu: FEEDBACK_MENU, unit: 'modify' }, { write: 'update' }, async (context) =>
    success(await updateTemplate(context.db, context.body, actorOf(context).name), '编辑成功'),
  ),
  post(FEEDBACK_CALLS.templateDelete, { menu: FEEDBACK_MENU, unit: 'delete' }, { write: 'delete' }, async (context) => success(await deleteTemplate(context.db, context.body), '删除成功')),
];
