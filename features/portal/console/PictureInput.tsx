/** A stored picture (`{url, title}` or null) as a react-admin input: PicturePicker bound to the form at `source`. */
import { useInput, ValidationError } from 'react-admin';
import { PicturePicker } from './PicturePicker';

interface Props {
  source: string;
  label: string;
  disabled: boolean;
  testId?: string;
}

export const PictureInput = ({ source, label, disabled, testId }: Props) => {
  const { field, fieldState } = useInput({ source });
  return (
    <PicturePicker
      label={label}
      value={field.value ?? null}
      disabled={disabled}
      error={fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined}
      onChange={field.onChange}
      testId={testId}
    />
  );
};
