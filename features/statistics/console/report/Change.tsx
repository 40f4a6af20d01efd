/** A change against the compared period: signed percentage, green up, red down, '—' when it cannot be computed. */
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { formatChange } from '../statFilters';

export const Change = ({ value }: { value: unknown }) => {
  const translate = useTranslate();
  const text = formatChange(typeof value === 'number' ? value : null);
  if (text === null)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {translate('statistics.kpi.noChange')}
      </Box>
    );
  const up = (value as number) > 0;
  const down = (value as number) < 0;
  return (
    <Box component="span" sx={{ color: up ? 'success.main' : down ? 'error.main' : 'text.secondary', whiteSpace: 'nowrap' }}>
      {up ? '▲ ' : down ? '▼ ' : ''}
      {text}
    </Box>
  );
};
