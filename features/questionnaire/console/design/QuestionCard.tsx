/**
 * One question in the editor: its number, the drag handle and the move/duplicate/delete buttons, then 题型,
 * 题目, 填写说明, 必答 and the kind's settings (choices with pick limits, length, scale, matrix rows and columns).
 */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { BooleanInput, NumberInput, SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { QuestionKind } from '../../contract/calls';
import { KINDS } from './kinds';
import { ChoiceList } from './ChoiceList';

export interface QuestionCardProps {
  index: number;
  count: number;
  disabled: boolean;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
}

const KIND_CHOICES = KINDS.map((kind) => ({ id: kind, name: `questionnaire.kinds.${kind}` }));

const Settings = ({ base, kind }: { base: string; kind: QuestionKind }) => {
  const number = (field: string, min: number, max?: number) => <NumberInput source={`${base}.${field}`} label={`questionnaire.editor.${field}`} min={min} max={max} step={1} sx={{ width: 130 }} />;
  switch (kind) {
    case 'single':
      return <ChoiceList name={`${base}.options`} noun="choice" add="addChoice" remove="removeChoice" min={2} />;
    case 'multiple':
      return (
        <>
          <ChoiceList name={`${base}.options`} noun="choice" add="addChoice" remove="removeChoice" min={2} />
          <Box sx={{ display: 'flex', gap: 2 }}>
            {number('minPicks', 0)}
            {number('maxPicks', 1)}
          </Box>
        </>
      );
    case 'shortText':
    case 'longText':
      return number('maxLength', 1, kind === 'shortText' ? 200 : 2000);
    case 'rating':
      return (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {number('scaleMin', 0, 1)}
          {number('scaleMax', 2, 10)}
          <TextInput source={`${base}.minLabel`} label="questionnaire.editor.minLabel" sx={{ width: 150 }} />
          <TextInput source={`${base}.maxLabel`} label="questionnaire.editor.maxLabel" sx={{ width: 150 }} />
        </Box>
      );
    case 'matrix':
      return (
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <ChoiceList name={`${base}.rows`} noun="row" add="addRow" remove="removeChoice" min={1} title="rows" />
          <ChoiceList name={`${base}.columns`} noun="column" add="addColumn" remove="removeChoice" min={2} title="columns" />
        </Box>
      );
  }
};

export const QuestionCard = ({ index, count, disabled, onMove, onDuplicate, onRemove, onDragStart, onDragEnd }: QuestionCardProps) => {
  const translate = useTranslate();
  const base = `questions.${index}`;
  const kind = useWatch({ name: `${base}.kind` }) as QuestionKind;
  const n = index + 1;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={translate('questionnaire.editor.questionNumber', { n })}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {!disabled && (
          <Box
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
              onDragStart();
            }}
            onDragEnd={onDragEnd}
            title={translate('questionnaire.editor.dragHandle', { n })}
            aria-hidden
            sx={{ cursor: 'grab', display: 'flex', color: 'text.secondary' }}
          >
            <DragIndicator />
          </Box>
        )}
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {translate('questionnaire.editor.questionNumber', { n })}
        </Typography>
        {!disabled && (
          <>
            <IconButton size="small" aria-label={translate('questionnaire.editor.moveUp', { n })} disabled={index === 0} onClick={() => onMove(index - 1)}>
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={translate('questionnaire.editor.moveDown', { n })} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
              <ArrowDownward fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={`${translate('questionnaire.editor.duplicate')}（${n}）`} onClick={onDuplicate}>
              <ContentCopy fontSize="small" />
            </IconButton>
            <IconButton size="small" color="error" aria-label={`${translate('questionnaire.editor.remove')}（${n}）`} onClick={onRemove}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SelectInput source={`${base}.kind`} label="questionnaire.editor.kind" choices={KIND_CHOICES} validate={required()} sx={{ width: 160 }} />
        <BooleanInput source={`${base}.required`} label="questionnaire.editor.required" />
      </Box>
      <TextInput source={`${base}.title`} label="questionnaire.editor.questionTitle" validate={required('questionnaire.editor.questionTitleRequired')} fullWidth />
      <TextInput source={`${base}.helpText`} label="questionnaire.editor.helpText" fullWidth />
      <Settings base={base} kind={kind} />
    </Paper>
  );
};
