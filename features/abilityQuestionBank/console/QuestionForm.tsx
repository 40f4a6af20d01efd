/**
 * The question form (540px): 业务类型 (enabled types), 题型, 题干, the
 * options editor, the answer with its picker, 解析, 难度, 状态 and 排序.
 * Changing to 判断题 sets the options to 正确/错误; leaving it clears them.
 */
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import abilityQuestion from '../../../resources/ability/abilityQuestion';
import { JUDGE, JUDGE_OPTIONS, OPTION_LETTERS, optionField } from '../../../resources/ability/questionRules';
import { FieldInput } from '../../../src/crud/form/FieldInput';
import { DetailForm } from '../../../src/crud/form/DetailForm';
import { fieldValidator } from '../../../src/crud/form/fieldValidator';
import { FormBusinessTypeSelect } from './BusinessTypeSelects';
import { OptionsEditor } from './OptionsEditor';
import { AnswerInput } from './AnswerInput';

const fieldOf = (name: string) => abilityQuestion.fields.find((field) => field.name === name)!;
const OPTION_SPECS = OPTION_LETTERS.map((letter) => fieldOf(optionField(letter)));
const BUSINESS_TYPE = fieldOf('businessTypeId');
const BUSINESS_TYPE_VALIDATOR = fieldValidator(BUSINESS_TYPE);

/** Keeps the options in step with the type: 正确/错误 for a judgement question, cleared when leaving it. */
const TypeEffects = () => {
  const { getValues, setValue } = useFormContext();
  const type = Number(useWatch({ name: 'questionType' }));
  const previous = useRef(type);
  useEffect(() => {
    const before = previous.current;
    previous.current = type;
    if (before === type) return;
    const set = (name: string, value: string) => setValue(name, value, { shouldDirty: true });
    if (type === JUDGE) {
      OPTION_LETTERS.forEach((letter, index) => set(optionField(letter), JUDGE_OPTIONS[index] ?? ''));
      if (!(JUDGE_OPTIONS as readonly string[]).includes(String(getValues('answer') ?? ''))) set('answer', '');
    } else if (before === JUDGE) {
      OPTION_LETTERS.forEach((letter) => set(optionField(letter), ''));
      set('answer', '');
    }
  }, [type, getValues, setValue]);
  return null;
};

export interface QuestionFormProps {
  defaultValues?: Record<string, unknown>;
  listPath: string;
}

export const QuestionForm = ({ defaultValues, listPath }: QuestionFormProps) => (
  <DetailForm defaultValues={defaultValues} listPath={listPath}>
    <TypeEffects />
    <FormBusinessTypeSelect field={BUSINESS_TYPE} validate={BUSINESS_TYPE_VALIDATOR} />
    <FieldInput field={fieldOf('questionType')} />
    <FieldInput field={fieldOf('stem')} />
    <OptionsEditor fields={OPTION_SPECS} />
    <AnswerInput field={fieldOf('answer')} />
    <FieldInput field={fieldOf('analysis')} />
    <FieldInput field={fieldOf('difficulty')} />
    <FieldInput field={fieldOf('enabled')} />
    <FieldInput field={fieldOf('orderSeq')} />
  </DetailForm>
);
