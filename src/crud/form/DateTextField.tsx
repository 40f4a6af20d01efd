/**
 * The read-only text box of a date input: the formatted value, or the
 * placeholder when empty. Clicking it, or one of OPEN_KEYS, opens the picker.
 * Built from what TextField renders (FormControl, InputLabel, OutlinedInput,
 * FormHelperText), as the search row's boxes are, so a list page with a date
 * search does not carry TextField's select mode (menus, pop-overs, modal).
 */
import type { KeyboardEventHandler, MouseEventHandler, Ref } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
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
}: DateTextFieldProps) => {
  const title = <FieldTitle label={label} source={source} isRequired={required} />;
  const helper = helperText === false && !error ? null : <InputHelperText error={error} helperText={helperText} />;
  const helperId = `${id}-helper-text`;
  return (
    <FormControl
      ref={rootRef}
      className={className}
      variant="outlined"
      fullWidth
      size={size}
      error={!!error}
      disabled={disabled}
      focused={focused || undefined}
      onClick={disabled ? undefined : onClick}
      onKeyDown={disabled ? undefined : onKeyDown}
      onPointerEnter={onWarm}
    >
      <InputLabel htmlFor={id} shrink>
        {title}
      </InputLabel>
      <OutlinedInput
        id={id}
        ref={triggerRef}
        name={name ?? source}
        value={text}
        placeholder={placeholder}
        label={title}
        notched
        readOnly
        onBlur={onBlur}
        onFocus={onWarm}
        inputProps={{ 'aria-haspopup': 'dialog', 'aria-describedby': helper ? helperId : undefined }}
        sx={{ cursor: 'pointer', '& *': { cursor: 'inherit' } }}
        endAdornment={<InputAdornment position="end">{busy ? <CircularProgress size={16} /> : <CalendarMonthOutlined fontSize="small" color={disabled ? 'disabled' : 'action'} />}</InputAdornment>}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
};
