/**
 * One field of a settings record (resources/ability/abilityLevelSettings.ts):
 * a text box for numbers and text (typed as text, so a wrong value stays
 * visible with its message), a switch for a flag.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { SettingField } from '../../../../resources/ability/abilityLevelSettings';

export type FormValue = string | number;

interface SettingInputProps {
  field: SettingField;
  value: FormValue;
  error?: string;
  disabled: boolean;
  onChange: (value: FormValue) => void;
}

export const SettingInput = ({ field, value, error, disabled, onChange }: SettingInputProps) => {
  const translate = useTranslate();
  const label = translate(`abilityLevel.fields.${field.name}`, { _: field.label });
  if (field.kind === 'flag') {
    return (
      <Box>
        <FormControlLabel
          label={label}
          labelPlacement="start"
          sx={{ ml: 0, gap: 2 }}
          control={
            <Switch
              checked={value === 1}
              disabled={disabled}
              onChange={(event) => onChange(event.target.checked ? 1 : 0)}
              slotProps={{ input: { role: 'switch', 'aria-label': label } }}
            />
          }
        />
        <FormHelperText sx={{ ml: 0 }}>{translate(value === 1 ? 'abilityLevel.settings.on' : 'abilityLevel.settings.off')}</FormHelperText>
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
      value={String(value)}
      disabled={disabled}
      error={!!error}
      helperText={error ?? hint}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { inputMode: field.kind === 'text' ? 'text' : field.kind === 'decimal' ? 'decimal' : 'numeric', name: field.name },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
        inputLabel: { shrink: true },
      }}
    />
  );
};
