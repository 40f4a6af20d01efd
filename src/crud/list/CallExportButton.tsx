/**
 * 导出 of a bespoke list whose rows come from its own export call (not a declared ResourceExport): the
 * call gets the list's filter (the search and the page's fixed scope), so the sheet holds the rows the
 * screen lists. The request wrapper saves the file and shows 下载成功, or the server's refusal. Disabled
 * while the list is empty or an export runs.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useListContext, useTranslate } from 'react-admin';
import { exportFile } from '../../../dataProvider/http';

export const CallExportButton = ({ call, fileName }: { call: string; fileName: string }) => {
  const translate = useTranslate();
  const { filterValues, filter, total } = useListContext();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    void exportFile(call, { ...filterValues, ...filter }, fileName)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={run} disabled={busy || !total}>
      {translate('crud.export')}
    </Button>
  );
};
