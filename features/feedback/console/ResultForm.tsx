/**
 * One step's form on the detail page: a result box (at most 2,000 characters, required) with 插入模板,
 * and its button. 下发 asks for a confirmation first, since the result then goes to the submitter and
 * handling closes. The server refuses what the page cannot know (a step by someone else meanwhile).
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useConfirm } from '../../../src/crud/useConfirm';
import { TemplateMenu } from './TemplateMenu';
import type { Feedback, FeedbackStepKind } from '../contract/calls';

const MAX = 2000;

export interface ResultFormProps {
  feedback: Feedback;
  kind: FeedbackStepKind;
  initial: string;
  /** The handling result the {处理结果} placeholder takes. */
  handlingResult: string | null;
  submitLabel: string;
  placeholder: string;
  /** Sends the step; its refusal is shown by the caller's call. */
  onSubmit: (text: string) => void;
  /** The step is being sent: the form waits. */
  sending: boolean;
}

export const ResultForm = ({ feedback, kind, initial, handlingResult, submitLabel, placeholder, onSubmit, sending: busy }: ResultFormProps) => {
  const translate = useTranslate();
  const { ask, dialog } = useConfirm();
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(false);
  const trimmed = text.trim();
  const problem = !trimmed ? 'opinion.detail.required' : [...trimmed].length > MAX ? 'opinion.detail.tooLong' : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    if (kind === 'issue' && !(await ask('opinion.detail.confirmIssue'))) return;
    onSubmit(trimmed);
  };

  const insert = (filled: string) => setText((current) => (current.trim() ? `${current.replace(/\s+$/, '')}\n${filled}` : filled));

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid={`${kind}-form`}>
      <TextField
        multiline
        minRows={4}
        maxRows={12}
        fullWidth
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={translate(placeholder)}
        label={translate(kind === 'deal' ? 'opinion.fields.dealWithResult' : 'opinion.fields.issuedResult')}
        error={touched && !!problem}
        helperText={touched && problem ? translate(problem) : `${[...text].length} / ${MAX}`}
        disabled={busy}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TemplateMenu feedback={feedback} handlingResult={handlingResult} onInsert={insert} disabled={busy} />
        <Box sx={{ flex: 1 }} />
        <Button type="submit" variant="contained" disabled={busy}>
          {translate(submitLabel)}
        </Button>
      </Box>
      {dialog}
    </Box>
  );
};
