/**
 * 导出 of a bespoke list whose rows come from its own export call (a declared `exportCall`, not a
 * ResourceExport): the call gets the list's filter (the search and the page's fixed scope), so the sheet
 * holds the rows the screen lists. The request wrapper saves the file and shows 下载成功, or the server's
 * refusal. Disabled while the list is empty or the export runs.
 */
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useListContext, useTranslate } from 'react-admin';
import { useCallMutation, type CallParams } from '../useCall';
import type { CallName } from '../../../resources/calls';

export const CallExportButton = <Name extends CallName>({ call }: { call: Name }) => {
  const translate = useTranslate();
  const { filterValues, filter, total } = useListContext();
  const { mutate, isPending } = useCallMutation(call);
  return (
    <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => mutate({ ...filterValues, ...filter } as CallParams<Name>)} disabled={isPending || !total}>
      {translate('crud.export')}
    </Button>
  );
};
