/**
 * A labelled checkbox of the permission tree. The native input carries the
 * indeterminate state too, so assistive technology announces "mixed".
 */
import { useEffect, useRef, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

export interface TreeCheckboxProps {
  label: ReactNode;
  /** The accessible name when the visible label alone is ambiguous (e.g. '轮播图管理 详情'). */
  inputLabel?: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
  strong?: boolean;
  disabled?: boolean;
}

export const TreeCheckbox = ({ label, inputLabel, checked, indeterminate = false, onChange, strong, disabled }: TreeCheckboxProps) => {
  const inputRef = useRef<HTMLInputElement>(null);
  // Every render: a click on the native input clears its own indeterminate flag.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  });
  return (
    <FormControlLabel
      sx={{ mr: 1.5, ml: 0, '& .MuiFormControlLabel-label': { fontSize: 14, fontWeight: strong ? 600 : 400 } }}
      disabled={disabled}
      control={
        <Checkbox
          size="small"
          checked={checked}
          indeterminate={indeterminate}
          onChange={(event) => onChange(event.target.checked)}
          inputRef={inputRef}
          slotProps={{ input: inputLabel ? { 'aria-label': inputLabel } : {} }}
          sx={{ p: 0.5 }}
        />
      }
      label={label}
    />
  );
};
