/**
 * 导入授权人员: 下载模板 (written in the browser, see importTemplate.ts), the
 * file (.xlsx, at most 5 MB), the icons to grant (at least one), 开始导入 ->
 * appUser/icon/importExcle (multipart: file, iconIds), then the report. A
 * file refused as a whole shows the server's text here and keeps the file.
 */
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ExcelImportDialog, importTextsUnder } from '../../../src/crud/import/ExcelImportDialog';
import { callKey, useCallMutation } from '../../../src/crud/useCall';
import { IconChecklist } from './IconChecklist';
import { ImportReportView } from './ImportReportView';
import { downloadTemplate } from './importTemplate';
import { useIcons } from './useIcons';

const action = (name: string) => `system.appUsers.actions.${name}`;

const TEXTS = importTextsUnder('system.appUsers.import', { template: action('downloadTemplate'), chooseFile: action('chooseFile'), close: action('close'), start: action('startImport') }, true);

export const ImportDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const icons = useIcons();
  const [iconIds, setIconIds] = useState<number[]>([]);
  const { mutateAsync: importFile } = useCallMutation('importAppUserGrants');

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    form.append('iconIds', iconIds.join(','));
    return (await importFile(form)).data;
  };

  return (
    <ExcelImportDialog
      texts={TEXTS}
      titleId="import-title"
      maxWidth="md"
      onTemplate={() => downloadTemplate(translate)}
      onImport={upload}
      validate={() => (iconIds.length === 0 ? 'system.appUsers.grant.iconsRequired' : null)}
      // The holders of each icon have changed.
      onImported={() => void queryClient.invalidateQueries({ queryKey: callKey('appUserIcons') })}
      renderReport={(report) => <ImportReportView report={report} />}
      onClose={onClose}
      extra={(busy) => (
        <>
          <Typography id="import-icons" sx={{ fontSize: 14, fontWeight: 600 }}>
            {translate('system.appUsers.grant.icons')}
          </Typography>
          <IconChecklist icons={icons} value={iconIds} onChange={setIconIds} disabled={busy} labelId="import-icons" />
        </>
      )}
    />
  );
};
