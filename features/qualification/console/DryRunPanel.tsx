/**
 * The dry-run report of an import: the counts, the first problems (行号, 列, 原因) with 下载错误明细 for all
 * of them, an optional zip package of supporting documents (fastdfs/onlyUploadFile), and 确认导入 (asked
 * first; the server applies the stored dry run in one transaction) or 放弃本次导入. A refusal (the register
 * changed since the check, the batch already applied) shows here.
 */
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { DryRunReport, ImportApplied, StoredLedgerFile } from '../contract/calls';
import { useCallMutation, useConsoleData } from '../../../src/crud/useCall';
import { useConfirm } from '../../../src/crud/useConfirm';
import { fieldsForm, fileForm } from './importForms';

const key = (name: string) => `qualification.import.${name}`;
const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'http.defaultError');

type Stage = 'waiting' | 'done' | 'cancelled';

/** What the report's buttons send: one at a time, so they share one pending state and one refusal. */
type Step = { action: 'confirm' } | { action: 'cancel' } | { action: 'package'; file: File };

const ErrorTable = ({ report }: { report: DryRunReport }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography id="qua-errors-title" sx={{ fontSize: 14, fontWeight: 600 }}>
        {translate(key('errorsTitle'))}
      </Typography>
      <Box sx={{ maxHeight: 240, overflow: 'auto', border: '1px solid #ebeef5' }}>
        <Table size="small" stickyHeader aria-labelledby="qua-errors-title" data-testid="qua-errors">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 64 }}>{translate(key('row'))}</TableCell>
              <TableCell sx={{ width: 110 }}>{translate(key('column'))}</TableCell>
              <TableCell>{translate(key('reason'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.errors.map((error, index) => (
              <TableRow key={index}>
                <TableCell>{error.row}</TableCell>
                <TableCell>{error.column}</TableCell>
                <TableCell sx={{ color: 'error.main' }}>{error.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {report.errorCount > report.errors.length && (
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{translate(key('moreErrors'), { shown: report.errors.length, count: report.errorCount })}</Typography>
      )}
    </>
  );
};

export const DryRunPanel = ({ report, onImported }: { report: DryRunReport; onImported: () => void }) => {
  const translate = useTranslate();
  const { ask, dialog } = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const dataProvider = useConsoleData();
  const [stage, setStage] = useState<Stage>('waiting');
  // A package that is not a zip, refused before any call.
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState<ImportApplied | null>(null);
  const [pack, setPack] = useState<StoredLedgerFile | null>(null);
  const applicable = report.validRows - report.unchanged;
  const ledgerFile = useCallMutation('quaLedgerFile');

  const step = useMutation({
    mutationFn: async (next: Step) => {
      const batchId = String(report.batchId);
      if (next.action === 'package') {
        setPack((await dataProvider.quaUploadPackage(fileForm(next.file))).data);
      } else if (next.action === 'cancel') {
        await dataProvider.quaCancelImport(fieldsForm({ action: 'cancel', batchId }));
        setStage('cancelled');
      } else {
        setDone((await dataProvider.quaConfirmImport(fieldsForm({ action: 'confirm', batchId, ...(pack ? { packageFileId: pack.fileId } : {}) }))).data);
        setStage('done');
        onImported();
      }
    },
  });
  const busy = step.isPending;
  const problem = invalid ?? (step.error ? reasonOf(step.error) : null);
  const run = (next: Step) => {
    setInvalid(null);
    step.mutate(next);
  };
  const confirm = async () => {
    if (!(await ask(key('confirmAsk'), { count: report.validRows }))) return;
    run({ action: 'confirm' });
  };
  const choosePackage = (file: File | undefined) => {
    if (!file) return;
    if (!/\.zip$/i.test(file.name)) {
      step.reset();
      return setInvalid(key('packageType'));
    }
    run({ action: 'package', file });
  };

  const summary = translate(key('summary'), {
    total: report.totalRows,
    valid: report.validRows,
    added: report.added,
    updated: report.updated,
    unchanged: report.unchanged,
    errors: report.errorRows,
  });
  return (
    <Box data-testid="qua-dry-run" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Alert severity={report.errorRows ? 'warning' : 'success'} role="status">
        {summary}
        {report.errorRows ? '' : translate(key('passed'))}
      </Alert>
      {report.errors.length > 0 && <ErrorTable report={report} />}
      {report.errorFileId && (
        <Box>
          <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => ledgerFile.mutate({ fileId: report.errorFileId! })}>
            {translate(key('downloadErrors'))}
          </Button>
        </Box>
      )}
      {stage !== 'done' && stage !== 'cancelled' && applicable > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography sx={{ fontSize: 14 }}>{translate(key('package'))}</Typography>
          <Button size="small" variant="outlined" onClick={() => input.current?.click()} disabled={busy}>
            {translate(key('choosePackage'))}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".zip,application/zip"
            hidden
            aria-label={translate(key('packageInput'))}
            onChange={(event) => (choosePackage(event.target.files?.[0]), (event.target.value = ''))}
          />
          {pack && <Typography sx={{ fontSize: 13 }}>{translate(key('packageChosen'), { name: pack.fileName })}</Typography>}
        </Box>
      )}
      {problem && (
        <Alert severity="error" data-testid="qua-import-problem">
          {translate(problem, { _: problem })}
        </Alert>
      )}
      {stage === 'done' && done && (
        <Alert severity="success" data-testid="qua-import-done">
          {translate(key('done'), done)}
        </Alert>
      )}
      {stage === 'cancelled' && <Alert severity="info">{translate(key('cancelled'))}</Alert>}
      {stage === 'waiting' && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={() => run({ action: 'cancel' })} disabled={busy}>
            {translate(key('cancel'))}
          </Button>
          <Button variant="contained" color="success" onClick={() => void confirm()} disabled={busy || applicable === 0}>
            {translate(key(busy ? 'confirming' : 'confirm'))}
          </Button>
        </Box>
      )}
      {applicable === 0 && stage === 'waiting' && !busy && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{translate(key(report.validRows > 0 ? 'allSame' : 'nothing'))}</Typography>}
      {dialog}
    </Box>
  );
};
