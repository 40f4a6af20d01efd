/**
 * The common table's markup: one plain <table> styled once for all its cells
 * (centred at font size 14, striped and bordered), scrolling inside its max
 * height under a sticky header. Lighter than react-admin's DataTable, whose
 * bulk-action toolbar, column selector and per-cell contexts a list of 100
 * rows would mount for nothing.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslate, type RaRecord } from 'react-admin';
import { TABLE_MAX_HEIGHT } from './tableMaxHeight';

export interface PlainColumn {
  key: string;
  label: ReactNode;
  width?: number | string;
  render: (record: RaRecord) => ReactNode;
}

const BORDER = '1px solid #ebeef5';
const cellSx = { textAlign: 'center', fontSize: 14, border: BORDER, px: 1, py: 0.75, lineHeight: 1.43 } as const;

const tableSx = {
  maxHeight: TABLE_MAX_HEIGHT,
  overflow: 'auto',
  '& table': { width: '100%', borderCollapse: 'separate', borderSpacing: 0 },
  '& th': { ...cellSx, position: 'sticky', top: 0, zIndex: 2, bgcolor: '#f5f7fa', color: '#606266', fontWeight: 600, whiteSpace: 'nowrap' },
  '& td': { ...cellSx, color: '#606266' },
  // The 操作 column stays at the right edge while a wide table scrolls under it, so a row's actions show at
  // 1280px; its cells take their row's colour (striped, hovered), so a row is opaque.
  '& .pinned': { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'inherit' },
  '& th.pinned': { zIndex: 3, bgcolor: '#f5f7fa' },
  '& tbody tr': { bgcolor: '#fff' },
  '& tbody tr:nth-of-type(even)': { bgcolor: '#fafafa' },
  '& tbody tr:hover': { bgcolor: '#f0f7ff' },
  '& tfoot td, & tfoot td.pinned': { ...cellSx, color: '#303133', fontWeight: 600, bgcolor: '#f5f7fa' },
  '&:focus-visible': { outline: '2px solid #1976d2', outlineOffset: 2 },
};

/** The row actions' column (key 'actions', every list's 操作), when it is the last one, is pinned to the right edge. */
const pinned = (column: PlainColumn, columns: PlainColumn[]) => (column.key === 'actions' && columns.at(-1) === column ? 'pinned' : undefined);

/** `footer`: rows drawn under the others in the same columns (a report's total and correction lines). */
const rows = (columns: PlainColumn[], records: RaRecord[]) =>
  records.map((record) => (
    <tr key={record.id}>
      {columns.map((column) => (
        <td key={column.key} className={pinned(column, columns)}>
          {column.render(record)}
        </td>
      ))}
    </tr>
  ));

/**
 * The scrolling box is a named region in the tab order, so a keyboard reaches the rows and columns it scrolls to
 * (WCAG 2.1.1; axe's scrollable-region-focusable); `label` names it (the page's or section's title), else 数据表格.
 */
export const PlainTable = ({ columns, data, footer = [], label }: { columns: PlainColumn[]; data: RaRecord[]; footer?: RaRecord[]; label?: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={tableSx} role="region" tabIndex={0} aria-label={label ?? translate('crud.table')}>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} className={pinned(column, columns)} style={column.width !== undefined ? { width: column.width } : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows(columns, data)}</tbody>
        {footer.length > 0 && <tfoot>{rows(columns, footer)}</tfoot>}
      </table>
    </Box>
  );
};
