/**
 * The Excel import dialog shared by the bespoke pages: title, hint, 下载模板
 * and 选择文件, the hidden file input, the chosen file, optional extra
 * content (e.g. a checklist), the problem line, the importing status, the
 * report and 关闭 / 开始导入. A file refused as a whole shows the server's
 * text on the problem line and stays chosen. Texts are i18n keys.
 */
import { useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';

export const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FIVE_MB = 5 * 1024 * 1024;

/** i18n keys of every text the dialog shows. */
export interface ExcelImportTexts {
  title: string;
  hint: string;
  template: string;
  chooseFile: string;
  fileInput: string;
  /** Gets `{ name }`. */
  chosen: string;
  noFile: string;
  importing: string;
  close: string;
  start: string;
  fileRequired: string;
  fileType: string;
  fileSize: string;
  /** Shown when the template fails; without it the failure stays silent here. */
  templateFailed?: string;
}

const TEXT_NAMES = ['title', 'hint', 'template', 'chooseFile', 'fileInput', 'chosen', 'noFile', 'importing', 'close', 'start', 'fileRequired', 'fileType', 'fileSize'] as const;

/** The texts as keys under one prefix (`${prefix}.title`…), some taken from elsewhere; templateFailed only when asked. */
export const importTextsUnder = (prefix: string, elsewhere: Partial<ExcelImportTexts> = {}, templateFailed = false): ExcelImportTexts => ({
  ...(Object.fromEntries(TEXT_NAMES.map((name) => [name, `${prefix}.${name}`])) as Omit<ExcelImportTexts, 'templateFailed'>),
  ...(templateFailed ? { templateFailed: `${prefix}.templateFailed` } : {}),
  ...elsewhere,
});

export interface ExcelImportDialogProps<R> {
  texts: ExcelImportTexts;
  /** The id of the title, for aria-labelledby. */
  titleId: string;
  maxWidth?: DialogProps['maxWidth'];
  /** The file input's accept list. */
  accept?: string;
  /** The file name the dialog takes. */
  namePattern?: RegExp;
  maxBytes?: number;
  onTemplate: () => Promise<unknown>;
  /** Sends the file; rejects with the server's reason when the whole file is refused. */
  onImport: (file: File) => Promise<R>;
  /** A further check before importing (after the file's); an i18n key or null. */
  validate?: () => string | null;
  /** Content between the file row and the problem line; gets whether the dialog is busy. */
  extra?: (busy: boolean) => ReactNode;
  renderReport: (report: R) => ReactNode;
  /** After an import the server answered with a report. */
  onImported?: (report: R) => void;
  onClose: () => void;
}

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'http.defaultError');

export const ExcelImportDialog = <R,>({
  texts,
  titleId,
  maxWidth = 'sm',
  accept = XLSX_ACCEPT,
  namePattern = /\.xlsx$/i,
  maxBytes = FIVE_MB,
  onTemplate,
  onImport,
  validate,
  extra,
  renderReport,
  onImported,
  onClose,
}: ExcelImportDialogProps<R>) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<R | null>(null);
  const templateDownload = useMutation({
    mutationFn: () => onTemplate(),
    // Without a text of its own, the message line already shows why.
    onError: () => texts.templateFailed && setProblem(texts.templateFailed),
  });
  const importing = useMutation({
    mutationFn: (chosen: File) => onImport(chosen),
    onSuccess: (result) => {
      setReport(result);
      onImported?.(result);
    },
    // A refusal of the whole file: its reason here; the file stays chosen.
    onError: (error) => setProblem(reasonOf(error)),
  });

  const fileProblem = (chosen: File | null) => (!chosen ? texts.fileRequired : !namePattern.test(chosen.name) ? texts.fileType : chosen.size > maxBytes ? texts.fileSize : null);

  const template = () => templateDownload.mutate();

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setReport(null);
    setProblem(fileProblem(chosen));
  };

  const start = () => {
    const check = fileProblem(file);
    const further = validate?.() ?? null;
    setProblem(check ?? further);
    if (check || further || !file) return;
    setReport(null);
    importing.mutate(file);
  };

  const busy = templateDownload.isPending || importing.isPending;
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId} data-testid="import-dialog">
      <DialogTitle id={titleId}>{translate(texts.title)}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{translate(texts.hint)}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={template} disabled={busy}>
            {translate(texts.template)}
          </Button>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={busy}>
            {translate(texts.chooseFile)}
          </Button>
          <input
            ref={input}
            type="file"
            accept={accept}
            hidden
            aria-label={translate(texts.fileInput)}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // Choosing the same file again (after fixing it) is a change too.
              event.target.value = '';
            }}
          />
          <Typography sx={{ fontSize: 14 }} data-testid="import-file">
            {file ? translate(texts.chosen, { name: file.name }) : translate(texts.noFile)}
          </Typography>
        </Box>
        {extra?.(busy)}
        {problem && (
          <Alert severity="error" data-testid="import-problem">
            {translate(problem, { _: problem })}
          </Alert>
        )}
        {importing.isPending && (
          <Typography role="status" sx={{ fontSize: 14, color: 'text.secondary' }}>
            {translate(texts.importing)}
          </Typography>
        )}
        {report !== null && renderReport(report)}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onClose} disabled={busy}>
          {translate(texts.close)}
        </Button>
        <Button variant="contained" onClick={start} disabled={busy}>
          {translate(texts.start)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
