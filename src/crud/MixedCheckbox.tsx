/**
 * MUI's Checkbox for a "some chosen" state: MUI marks an indeterminate box with aria-checked="mixed" but leaves the
 * native input's `indeterminate` property unset, so the two disagree (axe: aria-conditional-attr; mui/material-ui
 * #49051, fixed upstream by #49053 after the MUI version the console pins). The property is set here on every
 * render, as a click on the box clears it.
 */
import { useEffect, useRef } from 'react';
import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';

export const MixedCheckbox = ({ indeterminate = false, ...props }: CheckboxProps) => {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  });
  return <Checkbox {...props} indeterminate={indeterminate} inputRef={input} />;
};
