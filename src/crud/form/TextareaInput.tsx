/** A multi-line text input counting its characters against the declared maximum. */
import Box from '@mui/material/Box';
import { TextInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';

export interface TextareaInputProps {
  source: string;
  label: string;
  validate: Validator;
  max?: number;
  helperText?: string;
}

const CharCount = ({ source, max }: { source: string; max: number }) => {
  const translate = useTranslate();
  const value = useWatch({ name: source });
  const count = typeof value === 'string' ? [...value].length : 0;
  return (
    <Box component="span" sx={{ display: 'block', textAlign: 'right', color: count > max ? 'error.main' : 'text.secondary' }} data-testid={`${source}-count`}>
      {translate('form.chars', { count, max })}
    </Box>
  );
};

export const TextareaInput = ({ source, label, validate, max, helperText }: TextareaInputProps) => (
  <Box sx={{ width: '100%' }}>
    {/* A plain textarea of four rows, taller by dragging its corner: MUI's auto-sizing one measures itself in a layout effect, laying the whole form out early. */}
    <TextInput
      source={source}
      label={label}
      validate={validate}
      helperText={helperText}
      multiline
      rows={4}
      slotProps={{ input: { inputComponent: 'textarea' } }}
      sx={{ '& textarea': { resize: 'vertical' } }}
      fullWidth
    />
    {max ? <CharCount source={source} max={max} /> : null}
  </Box>
);
