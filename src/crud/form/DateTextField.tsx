/**
 * The read-only text box of a date input: the formatted value, or the
 * placeholder when empty. Clicking it opens the picker.
 */
import type { KeyboardEventHandler, MouseEventHandler, Ref } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { FieldTitle, InputHelperText, type ValidationErrorMessage } from 'react-admin';

export interface DateTextFieldProps {
  id: string;
  source: string;
  label: string;
  text: string;
  placeholder: string;
  required?: boolean;
  error?: ValidationErrorMessage;
  helperText?: string;
  focused?: boolean;
  disabled?: boolean;
  name?: string;
  onClick?: MouseEventHandler;
  onKeyDown?: KeyboardEventHandler;
  onBlur?: () => void;
  rootRef?: Ref<HTMLDivElement>;
  triggerRef?: Ref<HTMLDivElement>;
  className?: string;
}

export const DateTextField = ({ id, source, label, text, placeholder, required, error, helperText, focused, disabled, name, onClick, onKeyDown, onBlur, rootRef, triggerRef, className }: DateTextFieldProps) => (
  <TextField
    id={id}
    ref={rootRef}
    className={className}
    name={name ?? source}
    value={text}
    placeholder={placeholder}
    label={<FieldTitle label={label} source={source} isRequired={required} />}
    error={!!error}
    helperText={<InputHelperText error={error} helperText={helperText} />}
    focused={focused || undefined}
    disabled={disabled}
    onClick={disabled ? undefined : onClick}
    onKeyDown={disabled ? undefined : onKeyDown}
    onBlur={onBlur}
    fullWidth
    slotProps={{
      inputLabel: { shrink: true },
      htmlInput: { readOnly: true, 'aria-haspopup': 'dialog' },
      input: {
        ref: triggerRef,
        sx: { cursor: 'pointer', '& *': { cursor: 'inherit' } },
        endAdornment: (
          <InputAdornment position="end">
            <CalendarMonthOutlined fontSize="small" color={disabled ? 'disabled' : 'action'} />
          </InputAdornment>
        ),
      },
    }}
  />
);
