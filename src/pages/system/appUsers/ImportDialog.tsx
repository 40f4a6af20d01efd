/**
 * 导入授权人员: 下载模板 (written in the browser, see importTemplate.ts), the
 * file (.xlsx, at most 5 MB), the icons to grant (at least one), 开始导入 ->
 * appUser/icon/importExcle (multipart: file, iconIds), then the report. A
 * file refused as a whole shows the server's text here and keeps the file.
 */
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { importAuthorized, type ImportReport } from './api';
import { IconChecklist } from './IconChecklist';
import { ImportReportView } from './ImportReportView';
import { downloadTemplate } from './importTemplate';
import { ICONS_KEY, useIcons } from './useIcons';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'http.defaultError');

export const ImportDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const icons = useIcons();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [iconIds, setIconIds] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [pending, setPending] = useState<'template' | 'import' | null>(null);
  const key = (name: string) => `system.appUsers.import.${name}`;

  const onTemplate = async () => {
    setPending('template');
    try {
      await downloadTemplate(translate);
    } catch {
      setProblem(key('templateFailed'));
    } finally {
      setPending(null);
    }
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setReport(null);
    if (!/\.xlsx$/i.test(chosen.name)) setProblem(key('fileType'));
    else if (chosen.size > MAX_BYTES) setProblem(key('fileSize'));
    else setProblem(null);
  };

  const start = async () => {
    const check = !file ? key('fileRequired') : !/\.xlsx$/i.test(file.name) ? key('fileType') : file.size > MAX_BYTES ? key('fileSize') : null;
    const missingIcons = iconIds.length === 0;
    setProblem(check ?? (missingIcons ? 'system.appUsers.grant.iconsRequired' : null));
    if (check || missingIcons || !file) return;
    setPending('import');
    setReport(null);
    try {
      setReport(await importAuthorized(file, iconIds));
      // The holders of each icon have changed.
      void queryClient.invalidateQueries({ queryKey: ICONS_KEY });
    } catch (error) {
      // A refusal of the whole file: its reason here; the file stays chosen.
      setProblem(reasonOf(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="import-title" data-testid="import-dialog">
      <DialogTitle id="import-title">{translate(key('title'))}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{translate(key('hint'))}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void onTemplate()} disabled={pending !== null}>
            {translate('system.appUsers.actions.downloadTemplate')}
          </Button>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={pending !== null}>
            {translate('system.appUsers.actions.chooseFile')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            aria-label={translate(key('fileInput'))}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // Choosing the same file again (after fixing it) is a change too.
              event.target.value = '';
            }}
          />
          <Typography sx={{ fontSize: 14 }} data-testid="import-file">
            {file ? translate(key('chosen'), { name: file.name }) : translate(key('noFile'))}
          </Typography>
        </Box>
        <Typography id="import-icons" sx={{ fontSize: 14, fontWeight: 600 }}>
          {translate('system.appUsers.grant.icons')}
        </Typography>
        <IconChecklist
          icons={icons.data}
          isPending={icons.isPending}
          error={icons.error}
          onRetry={() => void icons.refetch()}
          value={iconIds}
          onChange={setIconIds}
          disabled={pending !== null}
          labelId="import-icons"
        />
        {problem && (
          <Alert severity="error" data-testid="import-problem">
            {translate(problem, { _: problem })}
          </Alert>
        )}
        {pending === 'import' && (
          <Typography role="status" sx={{ fontSize: 14, color: 'text.secondary' }}>
            {translate(key('importing'))}
          </Typography>
        )}
        {report && <ImportReportView report={report} />}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onClose} disabled={pending !== null}>
          {translate('system.appUsers.actions.close')}
        </Button>
        <Button variant="contained" onClick={() => void start()} disabled={pending !== null}>
          {translate('system.appUsers.actions.startImport')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
