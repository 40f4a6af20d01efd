/**
 * The live preview: the questionnaire as an institution's user sees it in the app, drawn from the form's
 * current values (react-hook-form's useWatch), answerable but never sent.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FormQuestion, FormValues } from './questionModel';

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

const Answer = ({ question, n }: { question: FormQuestion; n: number }) => {
  const translate = useTranslate();
  const name = `preview-${n}`;
  switch (question.kind) {
    case 'single':
      return (
        <RadioGroup name={name}>
          {question.options.map((option, index) => (
            <FormControlLabel key={index} value={String(index)} control={<Radio size="small" />} label={option.label} />
          ))}
        </RadioGroup>
      );
    case 'multiple': {
      const max = question.maxPicks || question.options.length;
      return (
        <Box>
          <Typography variant="caption" color="text.secondary">
            {translate('questionnaire.editor.previewPick', { min: question.minPicks || 0, max })}
          </Typography>
          {question.options.map((option, index) => (
            <FormControlLabel key={index} sx={{ display: 'flex' }} control={<Checkbox size="small" />} label={option.label} />
          ))}
        </Box>
      );
    }
    case 'shortText':
    case 'longText':
      return (
        <TextField
          size="small"
          fullWidth
          multiline={question.kind === 'longText'}
          minRows={3}
          helperText={translate('questionnaire.editor.previewText', { n: question.maxLength ?? '' })}
          slotProps={{ htmlInput: { maxLength: question.maxLength ?? undefined, 'aria-label': question.title } }}
        />
      );
    case 'rating': {
      const min = Number(question.scaleMin ?? 1);
      const max = Number(question.scaleMax ?? 5);
      return (
        <Box>
          <RadioGroup row name={name}>
            {range(min, max).map((score) => (
              <FormControlLabel key={score} value={String(score)} control={<Radio size="small" />} label={String(score)} labelPlacement="bottom" />
            ))}
          </RadioGroup>
          <Typography variant="caption" color="text.secondary">
            {[question.minLabel, question.maxLabel].filter(Boolean).join(' — ') || translate('questionnaire.editor.previewScale', { min, max })}
          </Typography>
        </Box>
      );
    }
    case 'matrix':
      return (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell />
              {question.columns.map((column, index) => (
                <TableCell key={index} align="center">
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {question.rows.map((row, rowIndex) => (
              <TableRow key={rowIndex}>
                <TableCell>{row.label}</TableCell>
                {question.columns.map((_, index) => (
                  <TableCell key={index} align="center" padding="none">
                    <Radio size="small" name={`${name}-${rowIndex}`} inputProps={{ 'aria-label': `${row.label} ${question.columns[index]?.label}` }} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      );
    default:
      return null;
  }
};

export const QuestionnairePreview = () => {
  const translate = useTranslate();
  const values = useWatch() as FormValues;
  const questions = values.questions ?? [];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={translate('questionnaire.editor.preview')}
      sx={{ p: 2, position: { lg: 'sticky' }, top: 16, maxHeight: { lg: '80vh' }, overflow: 'auto' }}
    >
      <Typography variant="overline" color="text.secondary">
        {translate('questionnaire.editor.preview')}
      </Typography>
      <Typography variant="h6" component="h3" data-testid="preview-title">
        {values.title || translate('questionnaire.editor.untitledQuestionnaire')}
      </Typography>
      {values.description && <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>{values.description}</Typography>}
      {values.anonymous && (
        <Typography variant="caption" color="text.secondary">
          {translate('questionnaire.editor.anonymousNote')}
        </Typography>
      )}
      {questions.length === 0 && <Typography color="text.secondary">{translate('questionnaire.editor.previewEmpty')}</Typography>}
      {questions.map((question, index) => (
        <Box key={index} sx={{ mt: 2 }} data-testid="preview-question">
          <Typography sx={{ fontWeight: 600 }}>
            {index + 1}. {question.title || translate('questionnaire.editor.untitled')}
            {question.required && (
              <Typography component="span" color="error" sx={{ ml: 0.5 }} aria-label={translate('questionnaire.editor.previewRequired')}>
                *
              </Typography>
            )}
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              [{translate(`questionnaire.kinds.${question.kind}`)}]
            </Typography>
          </Typography>
          {question.helpText && (
            <Typography variant="body2" color="text.secondary">
              {question.helpText}
            </Typography>
          )}
          <Answer question={question} n={index + 1} />
        </Box>
      ))}
    </Paper>
  );
};
