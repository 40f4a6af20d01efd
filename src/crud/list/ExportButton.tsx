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
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useListContext, useTranslate } from 'react-admin';
import type { Resource } from '../../../resources/framework';
import { exportList } from '../../../dataProvider/exportList';
import { useCan } from '../../../authProvider/useCan';
import { OnDemand } from '../../layout/OnDemand';

const ExportDialog = lazy(() => import('./ExportDialog'));

export const ExportButton = ({ declaration }: { declaration: Resource }) => {
  const translate = useTranslate();
  const { filterValues, filter, sort } = useListContext();
  const can = useCan(declaration.name);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);
  const [fileName, setFileName] = useState('');
  const spec = declaration.export;
  if (!spec || !can.list) return null;

  const run = async (name?: string) => {
    setBusy(true);
    try {
      await exportList(declaration, { filter: { ...filterValues, ...filter }, sort, fileName: name });
      setAsking(false);
    } catch {
      // The request wrapper has shown the reason.
    } finally {
      setBusy(false);
    }
  };

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
          } else void run();
        }}
      >
        {translate('crud.export')}
      </Button>
      {spec.askFileName && asked && (
        <OnDemand>
          <ExportDialog
            open={asking}
            busy={busy}
            defaultName={spec.fileName}
            fileName={fileName}
            onFileName={setFileName}
            onCancel={() => setAsking(false)}
            onSubmit={() => void run(fileName)}
          />
        </OnDemand>
      )}
    </>
  );
};
