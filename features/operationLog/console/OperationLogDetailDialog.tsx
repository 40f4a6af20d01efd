/**
 * 详情 of one log entry (system/operationLog/queryById): who, when, what, and
 * the record before and after side by side, one row a key, changed keys
 * highlighted. Loading, and a failed load with the server's text.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useGetOne, useTranslate } from 'react-admin';
import { EMPTY_CELL } from '../../../src/crud/list/cellValue';
import { OPERATION_LOG_RESOURCE } from '../contract/calls';
import type { OperationLogEntry } from '../contract/calls';
import { actionKey, formatTime, operatorOf } from './format';
import { CompareTable } from './CompareTable';

const Summary = ({ entry }: { entry: OperationLogEntry }) => {
  const translate = useTranslate();
  const items: [string, string][] = [
    ['createdAt', formatTime(entry.createdAt)],
    ['operator', operatorOf(entry)],
    ['action', translate(actionKey(entry.action))],
    ['module', entry.menuName ?? EMPTY_CELL],
    ['recordId', entry.recordId ?? EMPTY_CELL],
    ['summary', entry.summary ?? EMPTY_CELL],
    ['path', entry.path],
    ['ip', entry.ip ?? EMPTY_CELL],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr max-content 1fr', columnGap: 2, rowGap: 1, m: 0, fontSize: 14 }}>
      {items.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {translate(`operationLog.fields.${key}`)}
          </Box>
          <Box component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
};

const isWhole = (entry: unknown): entry is OperationLogEntry => typeof entry === 'object' && entry !== null && 'before' in entry;

export const OperationLogDetailDialog = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const translate = useTranslate();
  // The entry react-admin cached from the list lacks before and after: the dialog asks for the whole entry.
  const { data, error } = useGetOne<OperationLogEntry & { id: number }>(OPERATION_LOG_RESOURCE, { id }, { refetchOnMount: (query) => (isWhole(query.state.data) ? true : 'always'), retry: 1 });
  const isPending = !error && !isWhole(data);
  // Only the whole entry is shown: the list's copy would read as a change without content.
  const entry = isWhole(data) ? data : undefined;
  const message = error instanceof Error && error.message ? error.message : '';

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="operation-log-detail-title">
      <DialogTitle id="operation-log-detail-title">{translate('operationLog.detailTitle')}</DialogTitle>
      <DialogContent dividers>
        {isPending && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, py: 6 }}>
            <CircularProgress size={24} />
            <Typography sx={{ fontSize: 14 }}>{translate('crud.loading')}</Typography>
          </Box>
        )}
        {error && !isPending && <Alert severity="error">{message ? translate(message, { _: message }) : translate('crud.loadFailed')}</Alert>}
        {entry && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Summary entry={entry} />
            <CompareTable entry={entry} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('operationLog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
