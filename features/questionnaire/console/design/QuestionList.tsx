/**
 * The questions of the editor (react-hook-form's useFieldArray): 添加题目 of a chosen kind, and per question
 * 上移/下移 (buttons named for the question, so the keyboard reorders), a drag handle (HTML drag and drop),
 * 复制题目 and 删除题目. A move is announced in a live region.
 */
import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { QuestionKind } from '../../contract/calls';
import { KINDS } from './kinds';
import { QuestionCard } from './QuestionCard';
import { duplicateQuestion, newQuestion, type FormQuestion } from './questionModel';

export const QuestionList = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  const { fields, append, insert, remove, move } = useFieldArray({ name: 'questions', keyName: 'fieldKey' });
  const [kind, setKind] = useState<QuestionKind>('single');
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= fields.length || from === to) return;
    move(from, to);
    setAnnouncement(translate('questionnaire.editor.moved', { from: from + 1, to: to + 1 }));
  };

  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) moveTo(dragged, index);
    setDragged(null);
  };

  return (
    <Box component="section" aria-label={translate('questionnaire.editor.questions')} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('questionnaire.editor.questions')}
      </Typography>
      {fields.length === 0 && <Typography color="text.secondary">{translate('questionnaire.editor.noQuestions')}</Typography>}
      {fields.map((field, index) => (
        <Box key={field.fieldKey} onDragOver={(event) => dragged !== null && event.preventDefault()} onDrop={onDrop(index)} sx={{ opacity: dragged === index ? 0.5 : 1 }} data-testid="question-card">
          <QuestionCard
            index={index}
            count={fields.length}
            disabled={disabled}
            onMove={(to) => moveTo(index, to)}
            onDuplicate={() => insert(index + 1, duplicateQuestion(getValues(`questions.${index}`) as FormQuestion))}
            onRemove={() => remove(index)}
            onDragStart={() => setDragged(index)}
            onDragEnd={() => setDragged(null)}
          />
        </Box>
      ))}
      {!disabled && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField select size="small" label={translate('questionnaire.editor.kind')} value={kind} onChange={(event) => setKind(event.target.value as QuestionKind)} sx={{ width: 160 }}>
            {KINDS.map((item) => (
              <MenuItem key={item} value={item}>
                {translate(`questionnaire.kinds.${item}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" onClick={() => append(newQuestion(kind))}>
            {translate('questionnaire.editor.addQuestion')}
          </Button>
        </Box>
      )}
      {/* MUI's visuallyHidden: one pixel (in sx a width of 1 is 100%, which made the page scroll sideways). */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
};
