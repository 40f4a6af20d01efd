/** A flag field as a switch: stored as its declared on/off values, its state named by their labels. */
import { BooleanInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldSpec } from '../../../resources/framework';

export interface FlagInputProps {
  field: FieldSpec;
  validate: Validator;
}

export const FlagInput = ({ field, validate }: FlagInputProps) => {
  const onValue = field.onValue ?? 1;
  const offValue = field.offValue ?? 0;
  const value = useWatch({ name: field.name });
  const stateLabel = value === onValue ? field.onLabel : field.offLabel;
  // A flag named by its own on word (启用 with 启用/停用) would read "启用：启用" or "启用：停用": the switch alone says it.
  const label = field.label === field.onLabel ? field.label : `${field.label}：${stateLabel ?? ''}`;
  return (
    <BooleanInput
      source={field.name}
      label={label}
      validate={validate}
      defaultValue={field.defaultValue ?? offValue}
      format={(stored: unknown) => stored === onValue}
      parse={(checked: boolean) => (checked ? onValue : offValue)}
      helperText={field.helperText || false}
    />
  );
};
