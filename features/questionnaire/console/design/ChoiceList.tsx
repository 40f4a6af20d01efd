/** The choices of a question (options, matrix rows or columns): one text each, 添加 and 删除 (never below `min`). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { TextInput, required, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';

export interface ChoiceListProps {
  name: string;
  noun: 'choice' | 'row' | 'column';
  add: string;
  remove: string;
  min: number;
  title?: string;
}

export const ChoiceList = ({ name, noun, add, remove: removeLabel, min, title = 'choices' }: ChoiceListProps) => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name, keyName: 'fieldKey' });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <Typography variant="caption" color="text.secondary">
        {translate(`questionnaire.editor.${title}`)}
      </Typography>
      {fields.map((field, index) => (
        <Box key={field.fieldKey} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <TextInput source={`${name}.${index}.label`} label={translate(`questionnaire.editor.${noun}`, { n: index + 1 })} validate={required()} sx={{ width: 260 }} />
          <IconButton size="small" aria-label={translate(`questionnaire.editor.${removeLabel}`, { n: index + 1 })} disabled={fields.length <= min} onClick={() => remove(index)}>
            <Close fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button size="small" onClick={() => append({ label: '' })}>
          {translate(`questionnaire.editor.${add}`)}
        </Button>
      </Box>
    </Box>
  );
};
