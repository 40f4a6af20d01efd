/**
 * The question bank's calls beyond the declared ones (docs/ability.md): the
 * business types for the selects, the batch operation, the import and the
 * template. The declared calls (list, add, detail, update, delete, max order,
 * export) go through the dataProvider as the resource `abilityQuestion`.
 */
import { useQuery } from '@tanstack/react-query';
import abilityBusinessType from '../../../../resources/ability/abilityBusinessType';
import abilityQuestion from '../../../../resources/ability/abilityQuestion';
import { download, post, upload } from '../../../../dataProvider/http';

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

const typeCall = (call: string) => `${abilityBusinessType.api}/${call}`;
const questionCall = (call: string) => `${abilityQuestion.api}/${call}`;

const loadTypes = async (call: string): Promise<BusinessTypeOption[]> => {
  const { data } = await post<BusinessTypeOption[] | null>(typeCall(call), {}, { silent: true });
  return (data ?? []).map(({ id, name }) => ({ id, name }));
};

/**
 * The business types of a select: 'valid' (enabled, the form's) or
 * 'withQuestions' (holding questions, the search's).
 */
export const useBusinessTypes = (kind: 'valid' | 'withQuestions') =>
  useQuery({
    queryKey: ['abilityBusinessTypes', kind],
    queryFn: () => loadTypes(kind === 'valid' ? 'queryValidBusinessType' : 'queryHasQuestionBusinessType'),
    staleTime: 30_000,
  });

/** Enables, disables or deletes the questions of `ids` (all or none). */
export const batchOperation = async (ids: number[], operation: BatchOperation) =>
  (await post<{ operation: BatchOperation; count: number }>(questionCall('updateDataByBatchOperation'), { ids, operation }, { silent: true })).data;

/** The import of a filled template: the refusal of a whole file is the caller's to show. */
export const importQuestions = async (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await upload<ImportReport>(questionCall('addBatchQuestionManageData'), form, { silent: true })).data;
};

/** The template, saved under the server's name (下载成功 shows). */
export const downloadTemplate = () => download(questionCall('exportQuestionMouldExcel'), undefined, '能力题目导入模板.xlsx');
