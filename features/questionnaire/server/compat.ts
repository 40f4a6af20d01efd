/**
 * Once a questionnaire has answers, its questions may change only in ways the stored answers survive:
 * wording (titles, help texts, choice labels), order, and a required question made optional. Answers keep
 * question ids and choice keys, and the statistics count them against the questions as they are; anything
 * else (adding or removing a question or a choice, changing a kind, a limit or a scale, making a question
 * required) would leave answers that no longer fit, so it is refused with the reason.
 */
import { refuse } from './model';
import type { Choice, QuestionConfig, QuestionDraft } from './questions';

export interface StoredQuestion {
  id: number;
  kind: string;
  title: string;
  required: boolean;
  options: Record<string, unknown>;
}

const WHY = '已有答卷按原题目和选项保存，改动后将无法与之对应';

const keysOf = (list: Choice[] | undefined) =>
  (list ?? [])
    .map((choice) => choice.key)
    .sort()
    .join(',');

const LIMIT_FIELDS: (keyof QuestionConfig)[] = ['minPicks', 'maxPicks', 'maxLength', 'scaleMin', 'scaleMax'];

/** Refuses the first change of `drafts` that stored answers would not survive. */
export const checkAnsweredChange = (stored: StoredQuestion[], drafts: QuestionDraft[], answerCount: number) => {
  const prefix = `问卷已有${answerCount}份答卷，`;
  const byId = new Map(stored.map((question) => [question.id, question]));
  const kept = new Set<number>();
  for (const draft of drafts) {
    if (!draft.id || !byId.has(draft.id)) refuse(`${prefix}不能新增题目“${draft.title}”：${WHY}；可复制为新问卷后修改`);
    const old = byId.get(draft.id!)!;
    kept.add(old.id);
    const name = `题目“${old.title}”`;
    if (old.kind !== draft.kind) refuse(`${prefix}${name}不能更改题型：${WHY}`);
    if (!old.required && draft.required) refuse(`${prefix}${name}不能改为必答：已有答卷可能没有回答该题`);
    const before = old.options as QuestionConfig;
    const after = draft.config;
    if (keysOf(before.options) !== keysOf(after.options)) refuse(`${prefix}${name}不能增加或删除选项（可修改选项文字）：${WHY}`);
    if (keysOf(before.rows) !== keysOf(after.rows) || keysOf(before.columns) !== keysOf(after.columns)) {
      refuse(`${prefix}${name}不能增加或删除矩阵的行或列（可修改文字）：${WHY}`);
    }
    if (LIMIT_FIELDS.some((field) => (before[field] ?? null) !== (after[field] ?? null))) refuse(`${prefix}${name}不能更改作答限制或分值范围：${WHY}`);
  }
  const removed = stored.find((question) => !kept.has(question.id));
  if (removed) refuse(`${prefix}不能删除题目“${removed.title}”：${WHY}`);
};
