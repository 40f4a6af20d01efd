/**
 * The options of a question, A to F: the filled ones and at least A and B
 * show, 添加选项 adds the next letter and the last extra one can be removed
 * (options stay contiguous). A judgement question shows its fixed options
 * 正确 and 错误, read-only.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldSpec } from '../../../resources/framework';
import { JUDGE, OPTION_LETTERS, optionField } from '../../../resources/ability/questionRules';
import { questionValidator } from './questionValidators';

const MIN_SHOWN = 2;

export const OptionsEditor = ({ fields }: { fields: FieldSpec[] }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const type = Number(useWatch({ name: 'questionType' }));
  const values = useWatch({ name: OPTION_LETTERS.map(optionField) }) as unknown[];
  const filledCount = values.reduce<number>((last, value, index) => (typeof value === 'string' && value.trim() ? index + 1 : last), 0);
  const [added, setAdded] = useState(0);
  const judge = type === JUDGE;
  const shown = judge ? MIN_SHOWN : Math.min(OPTION_LETTERS.length, Math.max(MIN_SHOWN, filledCount, added));
  const validators = useMemo(() => Object.fromEntries(fields.map((field) => [field.name, questionValidator(field)])), [fields]);

  const remove = (index: number) => {
    setValue(optionField(OPTION_LETTERS[index]), '', { shouldDirty: true });
    setAdded(index);
  };

  return (
    <Box sx={{ width: '100%', mb: 1 }} role="group" aria-label={translate('abilityQuestion.form.options')}>
      <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 0.5 }}>{translate('abilityQuestion.form.options')}</Typography>
      {fields.slice(0, shown).map((field, index) => (
        // Options have no hint line under them: the top margin keeps each label off the box above.
        <Box key={field.name} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, mt: 1.5 }}>
          <TextInput
            source={field.name}
            label={field.label}
            validate={validators[field.name]}
            readOnly={judge}
            helperText={judge && index === 0 ? 'abilityQuestion.form.judgeOptions' : false}
            fullWidth
          />
          {!judge && index >= MIN_SHOWN && index === shown - 1 && (
            <IconButton aria-label={translate('abilityQuestion.form.removeOption', { letter: OPTION_LETTERS[index] })} onClick={() => remove(index)} sx={{ mt: 1 }}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      ))}
      {!judge && shown < OPTION_LETTERS.length && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => setAdded(shown + 1)}>
          {translate('abilityQuestion.form.addOption')}
        </Button>
      )}
    </Box>
  );
};
