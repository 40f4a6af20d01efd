/**
 * 导出 in the button area of a module declaring an export (ResourceExport):
 * the export call with the list's current search filters (and its permanent
 * filter and order). With `askFileName` a dialog first asks for an optional
 * file name. The request wrapper saves the file and shows 下载成功, or the
 * server's refusal. Needs the 'list' unit. The dialog is its own chunk,
 * loaded on the first click and then kept mounted (it animates closed).
 */
import { lazy, useState } from 'react';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useListContext, useTranslate } from 'react-admin';
import type { Resource } from '../../../resources/framework';
import { useConsoleData } from '../useCall';
import { useCan } from '../../../authProvider/useCan';
import { OnDemand } from '../../layout/OnDemand';

const ExportDialog = lazy(() => import('./ExportDialog'));

export const ExportButton = ({ declaration }: { declaration: Resource }) => {
  const translate = useTranslate();
  const { filterValues, filter, sort } = useListContext();
  const can = useCan(declaration.name);
  const dataProvider = useConsoleData();
  // The request wrapper saves the file, or shows the refusal: nothing else to do on either.
  const { mutate, isPending: busy } = useMutation({
    mutationFn: (name?: string) => dataProvider.exportList(declaration, { filter: { ...filterValues, ...filter }, sort, fileName: name }),
    onSuccess: () => setAsking(false),
  });
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);
  const [fileName, setFileName] = useState('');
  const spec = declaration.export;
  if (!spec || !can.list) return null;

  const run = (name?: string) => mutate(name);

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        disabled={busy}
        onClick={() => {
          if (spec.askFileName) {
            setFileName('');
            setAsked(true);
            setAsking(true);
          } else run();
        }}
      >
        {translate('crud.export')}
      </Button>
      {spec.askFileName && asked && (
        <OnDemand>
          <ExportDialog open={asking} busy={busy} defaultName={spec.fileName} fileName={fileName} onFileName={setFileName} onCancel={() => setAsking(false)} onSubmit={() => run(fileName)} />
        </OnDemand>
      )}
    </>
  );
};
