/** The one-line definitions (口径) of the figures beside them: the same text the exports carry. */
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { FIGURE_DEFINITIONS, type FigureKey } from '../../contract/definitions';

export const Definitions = ({ keys }: { keys: FigureKey[] }) => {
  const translate = useTranslate();
  return (
    <Box component="ul" aria-label={translate('statistics.definitions')} sx={{ m: 0, pl: 2, fontSize: 12, color: 'text.secondary', lineHeight: 1.7 }}>
      {[...new Set(keys)].map((key) => (
        <li key={key}>
          {translate('statistics.definitions')}：{FIGURE_DEFINITIONS[key]}
        </li>
      ))}
    </Box>
  );
};
