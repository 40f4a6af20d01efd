/**
 * An outlined text field built from MUI's parts (what TextField renders),
 * without TextField's select mode, which would pull menus and pop-overs into
 * the login page's chunk.
 */
import type { InputHTMLAttributes } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface LoginFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: boolean;
  helperText: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

export const LoginField = ({ name, label, helperText, error, ...input }: LoginFieldProps) => {
  const id = `login-${name}`;
  return (
    <FormControl fullWidth error={error} variant="outlined" size="medium">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} name={name} label={label} aria-describedby={`${id}-helper`} {...input} />
      <FormHelperText id={`${id}-helper`}>{helperText}</FormHelperText>
    </FormControl>
  );
};
