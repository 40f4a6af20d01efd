/**
 * The questionnaire editor: react-admin's Form (react-hook-form) with the basics (title, description, start
 * and end time, anonymous), the question list and, beside it, the live preview; 保存 through updateDetails
 * and the lifecycle buttons (发布, 结束, 复制为新草稿). With answers the editor says what can still change;
 * a refused save shows the server's message, which names the question and why.
 */
import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BooleanInput, Form, SaveButton, TextInput, required, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toApiError } from '../../../../dataProvider/errors';
import type { QuestionnaireDetail } from '../../contract/calls';
import { useCallMutation } from '../../../../src/crud/useCall';
import { invalidateQuestionnaire } from '../refresh';
import { STATUS } from '../status';
import { StatusChip } from '../StatusChip';
import { useLifecycle } from '../useLifecycle';
import { DESIGN_PATH, editorPath } from './paths';
import { QuestionList } from './QuestionList';
import { QuestionnairePreview } from './QuestionnairePreview';
import { toFormValues, toRequest, type FormValues } from './questionModel';
import { DateValueInput } from '../../../../src/crud/form/DateValueInput';

const timeOrder = (value: string, values: FormValues) => (value && values.startTime && value <= values.startTime ? 'questionnaire.editor.timeOrder' : undefined);

const Lifecycle = ({ record }: { record: QuestionnaireDetail }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { run, busy, dialog } = useLifecycle((action, result) => {
    if (action === 'copy' && result) navigate(editorPath(result.id));
  });
  const button = (action: 'publish' | 'close' | 'copy', key: string) => (
    <Button variant="outlined" disabled={busy} onClick={() => run(action, record)}>
      {translate(`questionnaire.list.${key}`)}
    </Button>
  );
  return (
    <>
      {record.status === STATUS.draft && button('publish', 'publish')}
      {record.status === STATUS.published && button('close', 'close')}
      {button('copy', 'copy')}
      {dialog}
    </>
  );
};

export const QuestionnaireForm = ({ record }: { record: QuestionnaireDetail | null }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const closed = record?.status === STATUS.closed;
  const initial = useMemo(() => toFormValues(record) as unknown as Record<string, unknown>, [record]);
  const saving = useCallMutation('saveQuestionnaire', {
    onSuccess: async ({ data, message }) => {
      notify(message || 'questionnaire.editor.saved', { type: 'success' });
      await invalidateQuestionnaire(client);
      if (!record) navigate(editorPath(data.id), { replace: true });
    },
  });
  // The refusal names the question and why; a new save clears it.
  const refusal = saving.error ? toApiError(saving.error).statusText : null;

  // Answers nothing: react-admin's Form would take an answer for field errors; a refusal is shown from `saving.error`.
  const save = async (values: Record<string, unknown>) => {
    await saving.mutateAsync(toRequest(values as unknown as FormValues)).catch(() => undefined);
  };

  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {translate(record ? 'questionnaire.editor.editTitle' : 'questionnaire.editor.newTitle')}
        </Typography>
        {record && <StatusChip status={record.status} />}
        <Box sx={{ flex: 1 }} />
        {record && <Lifecycle record={record} />}
        <Button onClick={() => navigate(DESIGN_PATH)}>{translate('questionnaire.editor.back')}</Button>
      </Box>
      {closed && <Alert severity="info">{translate('questionnaire.editor.closedLocked')}</Alert>}
      {!closed && record && record.answerCount > 0 && <Alert severity="warning">{translate('questionnaire.editor.locked', { count: record.answerCount })}</Alert>}
      <Form record={initial} onSubmit={save} {...(closed ? { disabled: true } : {})} noValidate>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {translate('questionnaire.editor.refused')}
            {refusal}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, alignItems: 'start' }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={translate('questionnaire.editor.basics')}>
              {/* Room above the first field's outlined label, which sits half above its box. */}
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
                {translate('questionnaire.editor.basics')}
              </Typography>
              <TextInput source="title" label="questionnaire.fields.title" validate={required('questionnaire.editor.titleRequired')} fullWidth />
              <TextInput source="description" label="questionnaire.fields.description" multiline minRows={2} fullWidth />
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <DateValueInput source="startTime" label="questionnaire.fields.startTime" kind="datetime" />
                <DateValueInput source="endTime" label="questionnaire.fields.endTime" kind="datetime" validate={timeOrder} />
              </Box>
              <BooleanInput source="anonymous" label="questionnaire.fields.anonymous" />
            </Paper>
            <QuestionList disabled={closed} />
            {!closed && (
              <Box>
                <SaveButton label="questionnaire.editor.save" alwaysEnable />
              </Box>
            )}
          </Box>
          <QuestionnairePreview />
        </Box>
      </Form>
    </Box>
  );
};
