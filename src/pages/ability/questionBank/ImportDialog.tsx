/**
 * 导入能力题目: 下载模板 (exportQuestionMouldExcel), the file (.xlsx, at most
 * 5 MB), 开始导入 -> addBatchQuestionManageData, then the report: 成功N行，
 * 失败M行 and each failed row's number and reason. A file refused as a whole
 * shows the server's text here and stays chosen. The list reloads after an
 * import that added rows.
 */
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { downloadTemplate, importQuestions, type ImportReport } from './api';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const key = (name: string) => `abilityQuestion.import.${name}`;

const fileProblem = (file: File | null) => (!file ? key('fileRequired') : !/\.xlsx$/i.test(file.name) ? key('fileType') : file.size > MAX_BYTES ? key('fileSize') : null);

const ReportView = ({ report }: { report: ImportReport }) => {
  const translate = useTranslate();
  return (
    <Box data-testid="import-report" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Alert severity={report.failCount > 0 ? 'warning' : 'success'} role="status">
        {translate(key('summary'), { success: report.successCount, failed: report.failCount })}
      </Alert>
      {report.failures.length > 0 && (
        <>
          <Typography id="import-failed-rows" sx={{ fontSize: 14, fontWeight: 600 }}>
            {translate(key('failedRows'))}
          </Typography>
          <List dense aria-labelledby="import-failed-rows" sx={{ maxHeight: 260, overflow: 'auto', border: '1px solid #ebeef5', py: 0 }}>
            {report.failures.map((failure) => (
              <ListItem key={failure.row} sx={{ fontSize: 13, gap: 1.5, alignItems: 'flex-start' }}>
                <Box component="span" sx={{ minWidth: 64, whiteSpace: 'nowrap' }}>
                  {translate(key('rowNumber'), { row: failure.row })}
                </Box>
                <Box component="span" sx={{ color: 'error.main' }}>
                  {failure.reason}
                </Box>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
};

export const ImportDialog = ({ onClose, onImported }: { onClose: () => void; onImported: () => void }) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [pending, setPending] = useState<'template' | 'import' | null>(null);

  const onTemplate = async () => {
    setPending('template');
    try {
      await downloadTemplate();
    } catch {
      // The message line already shows why.
    } finally {
      setPending(null);
    }
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setReport(null);
    setProblem(fileProblem(chosen));
  };

  const start = async () => {
    const check = fileProblem(file);
    setProblem(check);
    if (check || !file) return;
    setPending('import');
    setReport(null);
    try {
      const result = await importQuestions(file);
      setReport(result);
      if (result.successCount > 0) onImported();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : 'http.defaultError');
    } finally {
      setPending(null);
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="question-import-title" data-testid="import-dialog">
      <DialogTitle id="question-import-title">{translate(key('title'))}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{translate(key('hint'))}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void onTemplate()} disabled={pending !== null}>
            {translate('abilityQuestion.template')}
          </Button>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={pending !== null}>
            {translate(key('chooseFile'))}
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
        {report && <ReportView report={report} />}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onClose} disabled={pending !== null}>
          {translate(key('close'))}
        </Button>
        <Button variant="contained" onClick={() => void start()} disabled={pending !== null}>
          {translate(key('start'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
