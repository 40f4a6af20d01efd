/**
 * 导出 of a report table: the export call of the same report with the list's
 * filter and sort, so the sheet holds the rows (all of them), the total and the
 * correction line of the screen, under header rows with the definitions and
 * the filter. Several exports of one table (by platform, by category) open a
 * menu. Inside the table's list (ReportTable's `toolbar`).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useMutation } from '@tanstack/react-query';
import { useListContext, useTranslate } from 'react-admin';
import { useConsoleData } from '../../../../src/crud/useCall';

export interface ReportExportChoice {
  call: string;
  /** An i18n key; the first choice is the table itself. */
  label: string;
}

export const ReportExport = ({ exports, fileName }: { exports: ReportExportChoice[]; fileName: string }) => {
  const translate = useTranslate();
  const { filter, sort, total } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The dataProvider's report export (not yet one of its methods); a refusal is on the message line (the request wrapper).
  const dataProvider = useConsoleData();
  const { mutate, isPending } = useMutation({ mutationFn: (call: string) => dataProvider.exportReport(call, { filter: filter ?? {}, sort, fileName }) });

  const run = (call: string) => {
    setAnchor(null);
    mutate(call);
  };

  const button = (onClick: (target: HTMLElement) => void) => (
    <Button
      variant="outlined"
      size="small"
      sx={{ ml: 'auto' }}
      startIcon={<FileDownloadIcon />}
      disabled={isPending || !total}
      aria-haspopup={exports.length > 1 ? 'menu' : undefined}
      onClick={(event) => onClick(event.currentTarget)}
    >
      {translate('statistics.exports.label')}
    </Button>
  );

  if (exports.length === 1) return button(() => run(exports[0].call));
  return (
    <>
      {button(setAnchor)}
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} aria-label={translate('statistics.exports.menu')}>
        {exports.map((choice) => (
          <MenuItem key={choice.call} onClick={() => run(choice.call)}>
            {translate(choice.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
