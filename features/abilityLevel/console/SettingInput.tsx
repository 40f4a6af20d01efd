/**
 * One field of a settings record (resources/ability/abilityLevelSettings.ts)
 * as a react-admin input: a text box for numbers and text (typed as text, so
 * a wrong value stays visible with its message), a switch for a flag.
 * Validation is the record's own (src/crud/single/SingleRecordForm.tsx).
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import type { SettingField } from '../../../resources/ability/abilityLevelSettings';

/** The form shows coefficients with two decimals. */
const shown = (field: SettingField, value: unknown) => (field.kind === 'decimal' && typeof value === 'number' ? value.toFixed(2) : value === undefined || value === null ? '' : String(value));

export const SettingInput = ({ field, disabled }: { field: SettingField; disabled: boolean }) => {
  const translate = useTranslate();
  const { field: input, fieldState } = useInput({ source: field.name, format: (value) => (field.kind === 'flag' ? value : shown(field, value)) });
  const label = translate(`abilityLevel.fields.${field.name}`, { _: field.label });
  const error = fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined;
  if (field.kind === 'flag') {
    const on = Number(input.value) === 1;
    return (
      <Box>
        <FormControlLabel
          label={label}
          labelPlacement="start"
          sx={{ ml: 0, gap: 2 }}
          control={<Switch checked={on} disabled={disabled} onChange={(event) => input.onChange(event.target.checked ? 1 : 0)} slotProps={{ input: { role: 'switch', 'aria-label': label } }} />}
        />
        <FormHelperText sx={{ ml: 0 }}>{translate(on ? 'abilityLevel.settings.on' : 'abilityLevel.settings.off')}</FormHelperText>
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    );
  }
  const hint = field.helperText ? translate(`abilityLevel.hints.${field.name}`, { _: field.helperText }) : undefined;
  const unit = field.unit ? translate(`abilityLevel.units.${field.name}`, { _: field.unit }) : undefined;
  return (
    <TextField
      size="small"
      required
      fullWidth
      label={label}
      value={input.value}
      disabled={disabled}
      error={!!error}
      helperText={error ?? hint}
      onChange={(event) => input.onChange(event.target.value)}
      onBlur={input.onBlur}
      inputRef={input.ref}
      slotProps={{
        htmlInput: { inputMode: field.kind === 'text' ? 'text' : field.kind === 'decimal' ? 'decimal' : 'numeric', name: field.name },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
        inputLabel: { shrink: true },
      }}
    />
  );
};
