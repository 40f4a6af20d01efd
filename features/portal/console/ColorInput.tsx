/** A #RRGGBB colour as a react-admin input: a text box with the browser's colour picker as its swatch. */
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { isSkinColor } from '../../../resources/portal/skinDetail';

/** The colour a swatch can show: the value when valid, else black. */
const swatch = (value: unknown) => (typeof value === 'string' && isSkinColor(value) ? value.toLowerCase() : '#000000');

export const ColorInput = ({ source, label, disabled }: { source: string; label: string; disabled: boolean }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const error = fieldState.error?.message;
  return (
    <TextField
      size="small"
      label={label}
      value={field.value ?? ''}
      disabled={disabled}
      error={!!error}
      helperText={error ? <ValidationError error={error} /> : undefined}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      slotProps={{
        htmlInput: { maxLength: 7 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <input
                type="color"
                aria-label={translate('portal.skin.colorPicker', { label })}
                value={swatch(field.value)}
                disabled={disabled}
                onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                style={{ width: 28, height: 24, padding: 0, border: 'none', background: 'none', cursor: disabled ? 'default' : 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
