/**
 * A date box of a search row: the console's one date picker (the MUI X picker in Chinese, loaded on first
 * open), small and without a helper line, so every search and every range reads and picks days alike
 * whatever the browser's language. The value is 'YYYY-MM-DD', or '' when cleared.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { DatePickerOnDemand } from '../form/DatePickerOnDemand';

export interface SearchDateProps {
  label: string;
  value: unknown;
  onChange: (value: string) => void;
  width?: number;
}

export const SearchDate = ({ label, value, onChange, width = 170 }: SearchDateProps) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Box sx={{ width, flexShrink: 0 }}>
      <DatePickerOnDemand
        kind="date"
        value={value}
        onChange={(picked) => onChange(picked ?? '')}
        box={{ id, source: id, label, placeholder: translate('form.datePlaceholder'), helperText: false, size: 'small' }}
      />
    </Box>
  );
};
