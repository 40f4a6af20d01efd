/**
 * The answer: a text box (A, ABD, 正确 or 错误, as in the import) with
 * buttons to pick it: the letters of the filled options (one for a
 * single-choice question, several for a multiple-choice one) or 正确/错误.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldSpec } from '../../../resources/framework';
import { filledLetters, JUDGE, JUDGE_OPTIONS, MULTIPLE, OPTION_LETTERS, optionField, SINGLE } from '../../../resources/ability/questionRules';
import { questionValidator } from './questionValidators';

export const AnswerInput = ({ field }: { field: FieldSpec }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const type = Number(useWatch({ name: 'questionType' }));
  const answer = String(useWatch({ name: field.name }) ?? '');
  const options = useWatch({ name: OPTION_LETTERS.map(optionField) }) as unknown[];
  const validate = useMemo(() => questionValidator(field), [field]);
  const choices: string[] =
    type === JUDGE ? [...JUDGE_OPTIONS] : type === SINGLE || type === MULTIPLE ? filledLetters(Object.fromEntries(OPTION_LETTERS.map((letter, index) => [optionField(letter), options[index]]))) : [];
  const multiple = type === MULTIPLE;
  const picked = multiple ? [...answer.toUpperCase()].filter((letter) => choices.includes(letter)) : choices.includes(answer.toUpperCase()) || choices.includes(answer) ? [answer] : [];

  const pick = (next: string | string[] | null) => {
    const value = Array.isArray(next) ? [...next].sort().join('') : (next ?? '');
    setValue(field.name, value, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <TextInput source={field.name} label={field.label} validate={validate} helperText={field.helperText} fullWidth />
      {choices.length > 0 && (
        <ToggleButtonGroup
          size="small"
          value={multiple ? picked : (picked[0] ?? null)}
          exclusive={!multiple}
          onChange={(_event, next) => pick(next)}
          aria-label={translate('abilityQuestion.form.pickAnswer')}
          sx={{ mb: 2 }}
        >
          {choices.map((choice) => (
            <ToggleButton key={choice} value={choice} sx={{ minWidth: 40, py: 0.25 }}>
              {choice}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </Box>
  );
};
