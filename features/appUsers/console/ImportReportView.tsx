/** The outcome of an import: 共N行，成功N行，失败N行 and the failed rows (行号, 手机号, 姓名, 原因). */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { FAILED_ROWS_ID, ImportReportFrame } from '../../../src/crud/import/ImportReportFrame';
import type { ImportReport } from '../contract/calls';
import { text } from './appUserLabels';

const cellSx = { fontSize: 13, textAlign: 'center', py: 0.5, px: 1 } as const;

export const ImportReportView = ({ report }: { report: ImportReport }) => {
  const translate = useTranslate();
  const failed = (report.rows ?? []).filter((row) => !row.ok);
  const key = (name: string) => translate(`system.appUsers.import.${name}`);
  return (
    <ImportReportFrame
      summary={translate('system.appUsers.import.summary', { total: report.total, imported: report.imported, failed: report.failed })}
      failed={report.failed > 0}
      failedTitle={key('failedRows')}
      showRows={failed.length > 0}
    >
      <TableContainer sx={{ maxHeight: 260, border: '1px solid #ebeef5' }}>
        <Table size="small" stickyHeader aria-labelledby={FAILED_ROWS_ID}>
          <TableHead>
            <TableRow>
              {['row', 'mobile', 'realName', 'reason'].map((name) => (
                <TableCell key={name} sx={{ ...cellSx, fontWeight: 600, bgcolor: '#f5f7fa' }}>
                  {key(name)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {failed.map((row) => (
              <TableRow key={row.row}>
                <TableCell sx={cellSx}>{row.row}</TableCell>
                <TableCell sx={cellSx}>{text(row.mobile)}</TableCell>
                <TableCell sx={cellSx}>{text(row.realName)}</TableCell>
                <TableCell sx={{ ...cellSx, color: 'error.main' }}>{text(row.message)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ImportReportFrame>
  );
};
