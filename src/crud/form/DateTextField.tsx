/**
 * The read-only text box of a date input: the formatted value, or the
 * placeholder when empty. Clicking it, or one of OPEN_KEYS, opens the picker.
 */
import type { KeyboardEventHandler, MouseEventHandler, Ref } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { FieldTitle, InputHelperText, type ValidationErrorMessage } from 'react-admin';

/** The keys that open the picker from its box. */
export const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

export interface DateTextFieldProps {
  id: string;
  source: string;
  label: string;
  text: string;
  placeholder: string;
  required?: boolean;
  error?: ValidationErrorMessage;
  /** false: no helper line at all (a search row), rather than the line a form keeps for its messages. */
  helperText?: string | false;
  size?: 'small' | 'medium';
  focused?: boolean;
  disabled?: boolean;
  name?: string;
  onClick?: MouseEventHandler;
  onKeyDown?: KeyboardEventHandler;
  onBlur?: () => void;
  /** The pointer or focus reached the box: a good moment to fetch the pickers. */
  onWarm?: () => void;
  /** The pickers are being fetched: a spinner stands in for the calendar icon. */
  busy?: boolean;
  rootRef?: Ref<HTMLDivElement>;
  triggerRef?: Ref<HTMLDivElement>;
  className?: string;
}

export const DateTextField = ({
  id,
  source,
  label,
  text,
  placeholder,
  required,
  error,
  helperText,
  size,
  focused,
  disabled,
  name,
  onClick,
  onKeyDown,
  onBlur,
  onWarm,
  busy,
  rootRef,
  triggerRef,
  className,
}: DateTextFieldProps) => (
  <TextField
    id={id}
    ref={rootRef}
    className={className}
    name={name ?? source}
    value={text}
    placeholder={placeholder}
    label={<FieldTitle label={label} source={source} isRequired={required} />}
    error={!!error}
    helperText={helperText === false && !error ? undefined : <InputHelperText error={error} helperText={helperText} />}
    size={size}
    focused={focused || undefined}
    disabled={disabled}
    onClick={disabled ? undefined : onClick}
    onKeyDown={disabled ? undefined : onKeyDown}
    onBlur={onBlur}
    onPointerEnter={onWarm}
    onFocus={onWarm}
    fullWidth
    slotProps={{
      inputLabel: { shrink: true },
      htmlInput: { readOnly: true, 'aria-haspopup': 'dialog' },
      input: {
        ref: triggerRef,
        sx: { cursor: 'pointer', '& *': { cursor: 'inherit' } },
        endAdornment: <InputAdornment position="end">{busy ? <CircularProgress size={16} /> : <CalendarMonthOutlined fontSize="small" color={disabled ? 'disabled' : 'action'} />}</InputAdornment>,
      },
    }}
  />
);
