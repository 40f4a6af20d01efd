/**
 * Pieces of a bespoke row's 操作 cell: a text button opening `path?id=…` of
 * the row (with `state`, e.g. the row itself for a page without a detail
 * call), and the grey note a row shows in place of actions it may not have.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Identifier } from 'react-admin';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

export const RowLinkButton = ({ path, id, label, state }: { path: string; id: Identifier; label: string; state?: unknown }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button variant="text" onClick={() => navigate(`${path}?id=${encodeURIComponent(String(id))}`, { state })}>
      {translate(label)}
    </Button>
  );
};

export const RowNote = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
      {translate(text)}
    </Box>
  );
};
