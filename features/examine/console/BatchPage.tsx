/**
 * 机构名称同步 (/examine/mechanismRecordEdit?id=, back to the sync records): one batch's summary and its rows
 * (queryMemOrgList), searchable by name and result (kept in the address). A renamed row shows its change's
 * status; 提交审核 sends a change 待提交 or 已驳回 to review (after a confirmation), 查看变更 opens it.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useListContext, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useCan } from '../../../authProvider/useCan';
import { ORG_SYNC_ROW_RESOURCE } from '../contract/calls';
import type { Batch, SyncRow } from '../contract/calls';
import { FormLoading } from '../../../src/crud/form/FormLoading';
import { LoadFailed } from '../../../src/crud/form/LoadFailed';
import { BespokeList } from '../../../src/crud/list/BespokeList';
import { listStoreKey } from '../../../src/crud/list/listParams';
import { EMPTY_CELL } from '../../../src/crud/list/cellValue';
import { ListTable } from '../../../src/crud/list/ListTable';
import { useCallMutation, useCallQuery } from '../../../src/crud/useCall';
import { useConfirm } from '../../../src/crud/useConfirm';
import { RESULT, RESULTS, STATUS } from './examineStatus';
import { beijingTime } from './format';
import { AUDIT_EDIT_PATH, RECORD_PATH } from './paths';
import { refreshExamine } from './refreshExamine';
import { ExamineSearchForm } from './ExamineSearchForm';
import { ExamineStatusChip } from './ExamineStatusChip';
import { useColumnLabels } from '../../../src/crud/list/useColumnLabels';
import { useQueryId } from '../../../src/crud/form/editedId';

const STORE_KEY = listStoreKey(ORG_SYNC_ROW_RESOURCE);
const FILTERS = { orgName: 'text', result: 'number' } as const;
const COUNTS = ['added', 'renamed', 'removed', 'unchanged', 'failed'] as const;

const text = (value: string | null) => (value ? value : EMPTY_CELL);

const RowActions = ({ row }: { row: SyncRow }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { refetch } = useListContext();
  const can = useCan(ORG_SYNC_ROW_RESOURCE);
  const { ask, dialog } = useConfirm();
  // A refusal is shown by the request wrapper; the button stays disabled until the review reads are asked again.
  const submission = useCallMutation('examineSubmit', {
    onSuccess: async ({ message }) => {
      notify(message, { type: 'success' });
      await refreshExamine(client);
      refetch();
    },
  });
  if (row.examineId === null) return <>{EMPTY_CELL}</>;
  const submittable = row.examineStatus === STATUS.draft || row.examineStatus === STATUS.rejected;
  const submit = async () => {
    if (!(await ask('examine.record.confirmSubmit', { from: row.oldName, to: row.newName }))) return;
    submission.mutate({ id: row.examineId!, version: row.examineVersion ?? 0 });
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap' }}>
      {submittable && can.edit && (
        <Button size="small" disabled={submission.isPending} onClick={() => void submit()} aria-label={`${translate('examine.record.submit')} ${row.oldName ?? ''}`}>
          {translate('examine.record.submit')}
        </Button>
      )}
      <Button size="small" onClick={() => navigate(`${AUDIT_EDIT_PATH}?id=${row.examineId}`)}>
        {translate('examine.record.viewChange')}
      </Button>
      {dialog}
    </Box>
  );
};

const RowTable = () => {
  const { translate, label } = useColumnLabels('examine.fields');
  const row = (record: RaRecord) => record as unknown as SyncRow;
  return (
    <ListTable
      columns={[
        { key: 'creditCode', label: label('creditCode'), render: (record) => text(row(record).creditCode) },
        { key: 'oldName', label: label('oldName'), render: (record) => text(row(record).oldName) },
        { key: 'newName', label: label('newName'), render: (record) => text(row(record).newName) },
        { key: 'result', label: label('result'), render: (record) => translate(`examine.result.${row(record).result}`) },
        {
          key: 'examineStatus',
          label: label('examineStatus'),
          render: (record) => (row(record).examineStatus === null ? EMPTY_CELL : <ExamineStatusChip status={row(record).examineStatus!} />),
        },
        { key: 'reason', label: label('reason'), render: (record) => text(row(record).reason) },
        { key: 'actions', label: label('actions'), render: (record) => (row(record).result === RESULT.renamed ? <RowActions row={row(record)} /> : EMPTY_CELL) },
      ]}
    />
  );
};

const BatchSummary = ({ batch }: { batch: Batch }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }} aria-label={translate('examine.record.latest')}>
      <Typography variant="body2" sx={{ mr: 1 }}>
        {translate('examine.record.summary', { time: beijingTime(batch.syncedAt), name: batch.syncedByName })}
      </Typography>
      {COUNTS.map((key) => (
        <Chip key={key} size="small" variant="outlined" label={`${translate(`examine.fields.${key}`)} ${batch[key]}`} />
      ))}
    </Box>
  );
};

const BatchView = ({ id }: { id: number }) => {
  const summary = useCallQuery('examineBatchSummary', { batchId: id, pageNum: 1, pageSize: 1 }, { retry: false });
  const batch = summary.data?.batch;
  if (summary.isPending) return <FormLoading />;
  if (summary.error || !batch) return <LoadFailed error={summary.error ?? 'examine.record.loadFailed'} listPath={RECORD_PATH} />;
  return (
    <Box>
      <BatchSummary batch={batch} />
      <BespokeList
        resource={ORG_SYNC_ROW_RESOURCE}
        storeKey={`${STORE_KEY}.${id}`}
        filter={{ batchId: id }}
        address={{ filters: FILTERS }}
        search={
          <ExamineSearchForm
            text={{ name: 'orgName', label: 'examine.fields.orgName' }}
            choice={{ name: 'result', label: 'examine.fields.result', options: RESULTS.map((value) => ({ value, label: `examine.result.${value}` })) }}
          />
        }
        table={<RowTable />}
      />
    </Box>
  );
};

const BatchPage = () => {
  const id = useQueryId();
  // Without an id there is nothing to load: say so, and where a batch is opened from.
  return id === null ? <LoadFailed error="examine.record.noId" listPath={RECORD_PATH} /> : <BatchView id={id} />;
};

export default BatchPage;
