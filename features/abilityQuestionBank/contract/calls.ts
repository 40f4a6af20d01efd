/**
 * 题库管理's calls beyond its CRUD ones (menu 40; resource abilityQuestion,
 * with its list, add, detail, update, delete, max order and export): the
 * business types of its selects (under abilityBusinessType), the batch
 * operation, the import of a filled template and the template (docs/ability.md).
 */
import { downloadCall, postCall, uploadCall } from '../../../resources/framework/defineCalls';
import { defineContract, type CallsOf } from '../../../resources/framework/featureContract';

export interface BusinessTypeOption {
  id: number;
  name: string;
}

export type BatchOperation = 'enable' | 'disable' | 'delete';

export interface ImportReport {
  successCount: number;
  failCount: number;
  failures: Array<{ row: number; reason: string }>;
}

export const abilityQuestionCalls = {
  /** The enabled business types (the question form's select). */
  abilityValidBusinessTypes: postCall<void, BusinessTypeOption[] | null>('ability/abilityBusinessType/queryValidBusinessType', { quiet: true }),
  /** The business types holding questions, enabled or not (the list's search). */
  abilityBusinessTypesWithQuestions: postCall<void, BusinessTypeOption[] | null>('ability/abilityBusinessType/queryHasQuestionBusinessType', { quiet: true }),
  /** Enables, disables or deletes the questions of `ids` (all or none); the page shows a refusal. */
  abilityQuestionBatch: postCall<{ ids: number[]; operation: BatchOperation }, { operation: BatchOperation; count: number }>('ability/abilityQuestionManage/updateDataByBatchOperation', {
    quiet: true,
  }),
  /** The import of a filled template (the form's `file`); the dialog shows the refusal of a whole file. */
  importAbilityQuestions: uploadCall<ImportReport>('ability/abilityQuestionManage/addBatchQuestionManageData', { quiet: true }),
  /** The import template, saved under the server's name (下载成功 shows). */
  abilityQuestionTemplate: downloadCall<void>('ability/abilityQuestionManage/exportQuestionMouldExcel', '能力题目导入模板.xlsx'),
};

export const contract = defineContract(abilityQuestionCalls);
declare module '../../../resources/calls' {
  interface FeatureCalls extends CallsOf<typeof contract> {}
}
