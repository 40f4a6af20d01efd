/**
 * The record before and after an operation, side by side: 字段, 修改前,
 * 修改后, a row a key, changed keys highlighted (and marked 已修改 for
 * screen readers). A side the entry lacks (before of a create, after of a
 * delete) has no column; an entry with neither says so.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { OperationLogEntry } from '../contract/calls';
import { compareRows, valueText } from './format';
import { keyLabeller } from './fieldLabels';

const valueSx = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxWidth: 480, verticalAlign: 'top', fontSize: 13 } as const;

export const CompareTable = ({ entry }: { entry: OperationLogEntry }) => {
  const translate = useTranslate();
  const hasBefore = entry.before !== null && entry.before !== undefined;
  const hasAfter = entry.after !== null && entry.after !== undefined;
  if (!hasBefore && !hasAfter) return <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{translate('operationLog.noContent')}</Typography>;
  const rows = compareRows(entry.before, entry.after);
  const labelOf = keyLabeller(entry.path, translate);
  const changedCount = rows.filter((row) => row.changed).length;

  return (
    <Box>
      {hasBefore && hasAfter && <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1 }}>{translate('operationLog.changedCount', { count: changedCount })}</Typography>}
      <Table size="small" aria-label={translate('operationLog.compareTitle')} data-testid="operation-log-compare">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 180 }}>{translate('operationLog.key')}</TableCell>
            {hasBefore && <TableCell>{translate('operationLog.before')}</TableCell>}
            {hasAfter && <TableCell>{translate('operationLog.after')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-changed={row.changed ? 'true' : undefined} sx={row.changed ? { bgcolor: 'rgba(237, 108, 2, 0.12)', '& td': { fontWeight: 600 } } : undefined}>
              <TableCell sx={{ verticalAlign: 'top', fontSize: 13 }}>
                {labelOf(row.key)}
                {row.changed && <Chip label={translate('operationLog.changed')} size="small" color="warning" sx={{ ml: 1, height: 18, fontSize: 12 }} />}
              </TableCell>
              {hasBefore && <TableCell sx={valueSx}>{valueText(row.before)}</TableCell>}
              {hasAfter && <TableCell sx={valueSx}>{valueText(row.after)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
