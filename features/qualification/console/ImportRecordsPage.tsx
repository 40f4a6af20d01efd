/**
 * 资格查询导入记录 (/business/qualificationHistoryt; qua/queryExcelRecord): who imported which file when,
 * its status and counts, and its files through fastdfs/standBookDownload (the error workbook; with the 'add'
 * unit also the uploaded workbook and the zip package, which hold full ID numbers); 查看变更 opens the changes
 * it made (qualificationHistory?batchId=); a dry run still 待确认 is cancelled here (取消导入). A dry run left
 * waiting past 24 hours, or checked before another import changed the register, is listed 已失效 by the server.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../../authProvider/useCan';
import { QUA_BATCH_RESOURCE, QUA_CERT_RESOURCE } from '../contract/calls';
import type { ImportBatch } from '../contract/calls';
import { BespokeList } from '../../../src/crud/list/BespokeList';
import { ListTable } from '../../../src/crud/list/ListTable';
import { CallExportButton } from '../../../src/crud/list/CallExportButton';
import { EMPTY_CELL } from '../../../src/crud/list/cellValue';
import { useCallMutation } from '../../../src/crud/useCall';
import { QuaSearchForm } from './QuaSearchForm';
import { CancelBatchButton } from './CancelBatchButton';
import { HISTORY_PATH, QUERY_PATH } from './paths';

const COUNTS = ['totalRows', 'validRows', 'errorRows', 'added', 'updated', 'unchanged'] as const;
const STATUS_COLOR = { 0: 'warning', 1: 'success', 2: 'default', 3: 'default' } as const;

/** The 操作 cell: the import's files, then 查看变更 (applied) or 取消导入 (still waiting). */
const Files = ({ batch, children }: { batch: ImportBatch; children?: ReactNode }) => {
  const translate = useTranslate();
  // The uploaded ledger and the package hold full ID numbers: the server gives them to importers ('add') only.
  const mayReadLedgers = useCan(QUA_CERT_RESOURCE).create;
  // The server names each file (the error workbook after the ledger: 台账-错误明细.xlsx).
  const { mutate } = useCallMutation('quaLedgerFile');
  const save = (fileId: string) => mutate({ fileId });
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'center' }}>
      {mayReadLedgers && (
        <Button size="small" onClick={() => save(batch.fileId)} aria-label={`${translate('qualification.records.source')} ${batch.fileName}`}>
          {translate('qualification.records.source')}
        </Button>
      )}
      {batch.errorFileId && (
        <Button size="small" color="warning" onClick={() => save(batch.errorFileId!)} aria-label={`${translate('qualification.records.errors')} ${batch.fileName}`}>
          {translate('qualification.records.errors')}
        </Button>
      )}
      {mayReadLedgers && batch.packageFileId && (
        <Button size="small" onClick={() => save(batch.packageFileId!)} aria-label={`${translate('qualification.records.package')} ${batch.fileName}`}>
          {translate('qualification.records.package')}
        </Button>
      )}
      {children}
    </Box>
  );
};

const BatchTable = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // Cancelling is the importers' ('add'), as the server requires.
  const canImport = useCan(QUA_CERT_RESOURCE).create;
  const row = (record: RaRecord) => record as unknown as ImportBatch;
  const label = (name: string) => translate(`qualification.fields.${name}`);
  return (
    <ListTable
      columns={[
        { key: 'fileName', label: label('fileName'), render: (record) => row(record).fileName },
        {
          key: 'status',
          label: label('status'),
          render: (record) => <Chip size="small" color={STATUS_COLOR[row(record).status as 0] ?? 'default'} label={translate(`qualification.status.${row(record).status}`)} />,
        },
        ...COUNTS.map((key) => ({ key, label: label(key), render: (record: RaRecord) => row(record)[key] })),
        { key: 'checkedBy', label: label('checkedBy'), render: (record) => row(record).checkedBy },
        { key: 'checkedAt', label: label('checkedAt'), render: (record) => row(record).checkedAt },
        { key: 'appliedAt', label: label('appliedAt'), render: (record) => row(record).appliedAt ?? EMPTY_CELL },
        {
          key: 'actions',
          label: label('actions'),
          render: (record) => (
            <Files batch={row(record)}>
              {row(record).status === 1 ? (
                <Button size="small" onClick={() => navigate(`${HISTORY_PATH}?batchId=${row(record).id}`)}>
                  {translate('qualification.records.changes')}
                </Button>
              ) : row(record).status === 0 && canImport ? (
                <CancelBatchButton batch={row(record)} />
              ) : null}
            </Files>
          ),
        },
      ]}
    />
  );
};

const Buttons = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button variant="outlined" onClick={() => navigate(QUERY_PATH)}>
        {translate('qualification.records.back')}
      </Button>
      <CallExportButton call="quaExportBatches" />
    </Box>
  );
};

const ImportRecordsPage = () => (
  <BespokeList
    resource={QUA_BATCH_RESOURCE}
    address={{ filters: { fileName: 'text' } }}
    search={<QuaSearchForm texts={[{ name: 'fileName', label: 'qualification.fields.fileName', width: 240 }]} />}
    buttons={<Buttons />}
    table={<BatchTable />}
  />
);

export default ImportRecordsPage;
