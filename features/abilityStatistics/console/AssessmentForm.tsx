/**
 * The team-assessment form (540px): 考核编码 (read-only once registered: the app's name for it), 考核名称,
 * 开放日期 and 截止日期 (optional Beijing days), and the questions in order (QuestionPicker). The rules are the
 * server's own (features/abilityStatistics/contract/assessment.ts), checked on 保存 across the fields; a refusal of the
 * server shows under its field.
 */
import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import { readAssessmentForm, type AssessmentField } from '../contract/assessment';
import { DateValueInput } from '../../../src/crud/form/DateValueInput';
import { DetailForm } from '../../../src/crud/form/DetailForm';
import { QuestionPicker, type QuestionChoice } from './QuestionPicker';

export interface AssessmentRecord {
  id: number;
  code: string;
  title: string;
  openDate: string | null;
  closeDate: string | null;
  questionIds: number[];
  questions: QuestionChoice[];
  sheetCount: number;
  version: number;
}

const NEW = { code: '', title: '', openDate: null, closeDate: null, questionIds: [] };

export const AssessmentForm = ({ listPath }: { listPath: string }) => {
  const translate = useTranslate();
  const record = useRecordContext<AssessmentRecord>();
  const label = (field: AssessmentField) => translate(`abilityStatistics.assessmentForm.fields.${field}`);
  const validate = (values: Record<string, unknown>) => {
    const { problems } = readAssessmentForm(values);
    return Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, translate(`abilityStatistics.assessmentRules.${problem!.key}`, { ...problem!.args, label: label(field as AssessmentField) })]),
    );
  };
  return (
    <DetailForm listPath={listPath} validate={validate} defaultValues={record ? undefined : NEW}>
      <TextInput source="code" label={label('code')} readOnly={!!record} helperText={translate('abilityStatistics.assessmentForm.codeHelper')} fullWidth />
      <TextInput source="title" label={label('title')} fullWidth />
      <DateValueInput source="openDate" label={label('openDate')} kind="date" helperText={translate('abilityStatistics.assessmentForm.dateHelper')} />
      <DateValueInput source="closeDate" label={label('closeDate')} kind="date" helperText={translate('abilityStatistics.assessmentForm.dateHelper')} />
      <QuestionPicker initial={record?.questions ?? []} lockedBy={record?.sheetCount ?? 0} />
    </DetailForm>
  );
};
