/**
 * The editor's values: a question as the form holds it (every kind's settings present, so switching the kind
 * keeps what was typed), a new question of a kind, and the request of updateDetails (only the kind's settings;
 * times as Beijing `YYYY-MM-DD HH:mm`).
 */
import type { Choice, Question, QuestionKind, QuestionnaireDetail, QuestionnaireInput } from '../../contract/calls';

export interface FormQuestion extends Question {
  options: Choice[];
  rows: Choice[];
  columns: Choice[];
}

export interface FormValues {
  id?: number;
  version?: number;
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  anonymous: boolean;
  questions: FormQuestion[];
}

const choices = (labels: string[]): Choice[] => labels.map((label) => ({ label }));

export const newQuestion = (kind: QuestionKind): FormQuestion => ({
  kind,
  title: '',
  helpText: '',
  required: true,
  options: choices(['选项1', '选项2']),
  minPicks: 0,
  maxPicks: null,
  maxLength: kind === 'longText' ? 500 : 50,
  scaleMin: 1,
  scaleMax: 5,
  minLabel: '',
  maxLabel: '',
  rows: choices(['行1']),
  columns: choices(['列1', '列2']),
});

/** A copy of a question as a new one: no id, choices without keys (the server gives new ones). */
export const duplicateQuestion = (question: FormQuestion): FormQuestion => {
  const { id: _id, ...rest } = question;
  const fresh = (list: Choice[]) => list.map(({ label }) => ({ label }));
  return { ...rest, options: fresh(question.options), rows: fresh(question.rows), columns: fresh(question.columns) };
};

/** ISO time to the `datetime-local` value in Beijing time. */
/** A picked instant (ISO, from the console's date-time picker) as the Beijing time the server reads ('YYYY-MM-DD HH:mm'). */
const beijingText = (iso: string | null | undefined) => (iso ? new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') : null);

export const toFormValues = (record: QuestionnaireDetail | null): FormValues => {
  if (!record) return { title: '', description: '', startTime: '', endTime: '', anonymous: false, questions: [] };
  return {
    id: record.id,
    version: record.version,
    title: record.title,
    description: record.description ?? '',
    startTime: record.startTime ?? '',
    endTime: record.endTime ?? '',
    anonymous: record.anonymous,
    questions: record.questions.map((question) => {
      const defaults = newQuestion(question.kind);
      const kept = Object.fromEntries(Object.entries(question).filter(([, value]) => value !== null && value !== undefined));
      return { ...defaults, ...kept, helpText: question.helpText ?? '' } as FormQuestion;
    }),
  };
};

const blankToNull = <T>(value: T | '' | undefined): T | null => (value === '' || value === undefined ? null : value);
const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined || Number.isNaN(Number(value)) ? null : Number(value));
const cleanChoices = (list: Choice[]) => list.map((choice) => (choice.key ? { key: choice.key, label: choice.label } : { label: choice.label }));

const settings = (question: FormQuestion): Partial<Question> => {
  switch (question.kind) {
    case 'single':
      return { options: cleanChoices(question.options) };
    case 'multiple':
      return { options: cleanChoices(question.options), minPicks: numberOrNull(question.minPicks), maxPicks: numberOrNull(question.maxPicks) };
    case 'shortText':
    case 'longText':
      return { maxLength: numberOrNull(question.maxLength) };
    case 'rating':
      return {
        scaleMin: numberOrNull(question.scaleMin),
        scaleMax: numberOrNull(question.scaleMax),
        minLabel: blankToNull(question.minLabel) as string | null,
        maxLabel: blankToNull(question.maxLabel) as string | null,
      };
    case 'matrix':
      return { rows: cleanChoices(question.rows), columns: cleanChoices(question.columns) };
  }
};

export const toRequest = (values: FormValues): QuestionnaireInput => ({
  ...(values.id ? { id: values.id, version: values.version } : {}),
  title: values.title,
  description: blankToNull(values.description),
  startTime: beijingText(values.startTime),
  endTime: beijingText(values.endTime),
  anonymous: values.anonymous,
  questions: values.questions.map((question) => ({
    ...(question.id ? { id: question.id } : {}),
    kind: question.kind,
    title: question.title,
    helpText: blankToNull(question.helpText),
    required: !!question.required,
    ...settings(question),
  })),
});
