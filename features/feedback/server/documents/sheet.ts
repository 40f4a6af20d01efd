/**
 * What every document of one feedback holds, in a fixed order (the handling sheet 意见反馈处理单): its
 * reference number, the submitter's part, the handling and the issued result, and the history. Phones
 * and identity numbers are masked here, once, so no document can show them whole.
 */
import { maskPersonalNumbers, maskPhone } from '../../contract/template';
import { beijingDateTime } from '../../../../server/resources/export';
import type { FeedbackDetail } from '../records';

export const SHEET_TITLE = '意见反馈处理单';
export const ISSUER = '协会会员服务部';

export interface FeedbackSheet {
  title: string;
  referenceNo: string;
  /** Submitter's part and results, as label and value, in the layout's order. */
  rows: Array<[string, string]>;
  history: Array<{ when: string; who: string; what: string; result: string }>;
  printedAt: string;
}

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** The unit's current name (records.ts), with the name the feedback was sent under when it has been renamed since. */
export const unitText = (record: Record<string, unknown>) => {
  const now = text(record.memberUnit);
  return record.memberUnitAsSent && record.memberUnitAsSent !== record.memberUnit ? `${now}（提交时：${String(record.memberUnitAsSent)}）` : now;
};

const attachmentNames = (value: unknown) => (Array.isArray(value) && value.length ? value.map((file: { title?: string; url?: string }) => file.title || file.url || '').join('、') : '无');

export const feedbackSheet = (record: FeedbackDetail, now = new Date()): FeedbackSheet => ({
  title: SHEET_TITLE,
  referenceNo: text(record.feedbackNo),
  rows: [
    ['反馈编号', text(record.feedbackNo)],
    ['标题', maskPersonalNumbers(text(record.title))],
    ['联系人', text(record.contactName)],
    ['联系电话', text(maskPhone(record.contactPhone as string | null))],
    ['所属会员单位', unitText(record)],
    ['提交时间', text(beijingDateTime(record.submittedAt))],
    ['反馈内容', maskPersonalNumbers(text(record.content))],
    ['附件', attachmentNames(record.attachments)],
    ['状态', text(record.statusName)],
    ['处理结果', maskPersonalNumbers(text(record.dealWithResult))],
    ['处理人 / 时间', record.dealtBy ? `${record.dealtBy}\u3000${beijingDateTime(record.dealtAt)}` : '—'],
    ['下发结果', maskPersonalNumbers(text(record.issuedResult))],
    ['下发人 / 时间', record.issuedBy ? `${record.issuedBy}\u3000${beijingDateTime(record.issuedAt)}` : '—'],
  ],
  history: record.steps.map((step) => ({ when: beijingDateTime(step.actedAt) ?? '', who: step.actorName, what: step.kindName, result: maskPersonalNumbers(step.result) })),
  printedAt: beijingDateTime(now) ?? '',
});

/** A file name part without path, control or reserved characters. */
export const safeNamePart = (value: string) =>
  [
    ...value
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .replace(/[\\/:*?"<>|]+/g, '_')
      .trim(),
  ]
    .slice(0, 40)
    .join('') || '未命名';

/** 意见反馈处理单_YJ20261127-0001.docx */
export const sheetFileName = (sheet: FeedbackSheet, extension: 'docx' | 'pdf') => `${SHEET_TITLE}_${safeNamePart(sheet.referenceNo)}.${extension}`;
