/**
 * 机构名称同步记录 (/examine/mechanismRecord, menu 20): the sync batches, newest first, with their summary
 * (新增, 更名, 注销, 未变化, 失败); 立即同步 (with the 'add' unit) runs a sync after a confirmation and opens its
 * rows; 查看明细 opens a batch's rows (mechanismRecordEdit).
 */
import Button from '@mui/material/Button';
import SyncIcon from '@mui/icons-material/Sync';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useCan } from '../../../authProvider/useCan';
import { ORG_SYNC_BATCH_RESOURCE } from '../contract/calls';
import type { Batch } from '../contract/calls';
import { BespokeList } from '../../../src/crud/list/BespokeList';
import { ListTable } from '../../../src/crud/list/ListTable';
import { useCallMutation } from '../../../src/crud/useCall';
import { useConfirm } from '../../../src/crud/useConfirm';
import { beijingTime } from './format';
import { BATCH_PATH } from './paths';

const COUNTS = ['added', 'renamed', 'removed', 'unchanged', 'failed', 'total'] as const;

const BatchTable = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const can = useCan(ORG_SYNC_BATCH_RESOURCE);
  const row = (record: RaRecord) => record as unknown as Batch;
  return (
    <ListTable
      // No batch yet: say so, and (for who may sync) that 立即同步 makes the first one.
      empty={can.create ? 'examine.record.noBatchHint' : 'examine.record.noBatch'}
      columns={[
        { key: 'syncedAt', label: translate('examine.fields.syncedAt'), render: (record) => beijingTime(row(record).syncedAt) },
        { key: 'syncedBy', label: translate('examine.fields.syncedBy'), render: (record) => row(record).syncedByName },
        ...COUNTS.map((key) => ({ key, label: translate(`examine.fields.${key}`), render: (record: RaRecord) => row(record)[key] })),
        {
          key: 'actions',
          label: translate('examine.fields.actions'),
          render: (record) => (
            <Button size="small" onClick={() => navigate(`${BATCH_PATH}?id=${row(record).id}`)}>
              {translate('examine.record.view')}
            </Button>
          ),
        },
      ]}
    />
  );
};

const SyncButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const can = useCan(ORG_SYNC_BATCH_RESOURCE);
  const { ask, dialog } = useConfirm();
  // A refusal is shown by the request wrapper; the button stays disabled until the new batch opens.
  const sync = useCallMutation('examineSync', {
    onSuccess: async ({ data }) => {
      notify(translate('examine.record.synced', data), { type: 'success' });
      await client.invalidateQueries();
      navigate(`${BATCH_PATH}?id=${data.id}`);
    },
  });
  if (!can.create) return null;
  const start = async () => {
    if (!(await ask('examine.record.confirmSync'))) return;
    sync.mutate();
  };
  return (
    <>
      <Button variant="contained" startIcon={<SyncIcon />} onClick={() => void start()} disabled={sync.isPending}>
        {translate(sync.isPending ? 'examine.record.syncing' : 'examine.record.sync')}
      </Button>
      {dialog}
    </>
  );
};

const MechanismRecordPage = () => <BespokeList resource={ORG_SYNC_BATCH_RESOURCE} buttons={<SyncButton />} table={<BatchTable />} />;

export default MechanismRecordPage;
