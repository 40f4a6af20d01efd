/**
 * 短信通知配置 (/examine/smsConfig, back to the review list): the users who may review (their role holds
 * 机构名称同步审核 with its 'modify' unit; querySmsConfUserById), phones masked, the chosen ones ticked
 * (querySmsConfUser); 保存 makes the ticked ones the reviewers an SMS tells (addSmsConf). Read-only without
 * the 'modify' unit.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useCan } from '../../../authProvider/useCan';
import { ORG_EXAMINE_RESOURCE } from '../contract/calls';
import type { Reviewer } from '../contract/calls';
import { FormLoading } from '../../../src/crud/form/FormLoading';
import { LoadFailed } from '../../../src/crud/form/LoadFailed';
import { PlainTable } from '../../../src/crud/list/PlainTable';
import { useCallMutation, useCallQuery } from '../../../src/crud/useCall';
import { AUDIT_PATH, MENU } from './paths';
import { refreshExamine } from './refreshExamine';
import { toggled } from '../../../src/crud/toggled';

/** The candidates with the configured reviewers ticked at first; the ticks are the page's until 保存. */
const ReviewerChoice = ({ users, configured }: { users: Reviewer[]; configured: Reviewer[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const can = useCan(ORG_EXAMINE_RESOURCE);
  const [chosen, setChosen] = useState(() => new Set(configured.map((user) => user.id)));
  // A refusal is shown by the request wrapper; the button stays disabled until the reviewers are read again.
  const save = useCallMutation('examineSaveReviewers', {
    onSuccess: async ({ message }) => {
      notify(message, { type: 'success' });
      await refreshExamine(client);
    },
  });
  const label = (key: string) => translate(`examine.sms.${key}`);
  const toggle = (id: number) => setChosen((previous) => toggled(previous, id));
  const row = (record: RaRecord) => record as unknown as Reviewer;
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Alert severity="info">{label('intro')}</Alert>
      {users.length === 0 ? (
        <Typography color="text.secondary">{label('empty')}</Typography>
      ) : (
        <PlainTable
          data={users as unknown as RaRecord[]}
          columns={[
            {
              key: 'choose',
              label: label('choose'),
              width: 60,
              render: (record) => (
                <Checkbox
                  size="small"
                  checked={chosen.has(row(record).id)}
                  disabled={!can.edit || !row(record).hasPhone}
                  onChange={() => toggle(row(record).id)}
                  slotProps={{ input: { 'aria-label': `${label('choose')} ${row(record).cnName}` } }}
                />
              ),
            },
            { key: 'cnName', label: label('name'), render: (record) => row(record).cnName },
            { key: 'loginName', label: label('loginName'), render: (record) => row(record).loginName },
            { key: 'phone', label: label('phone'), render: (record) => row(record).phone ?? label('noPhone') },
            { key: 'roleName', label: label('role'), render: (record) => row(record).roleName ?? '-' },
          ]}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {can.edit && (
          <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate({ userIds: [...chosen] })}>
            {label('save')}
          </Button>
        )}
        <Typography variant="body2" color="text.secondary">
          {translate('examine.sms.chosenCount', { count: chosen.size })}
        </Typography>
      </Box>
    </Paper>
  );
};

const SmsConfigPage = () => {
  const candidates = useCallQuery('examineReviewerCandidates', { menuId: MENU.audit }, { retry: false });
  const configured = useCallQuery('examineReviewers', undefined, { retry: false });
  // A failed first read of either, or a failed read of the candidates, says so instead of the list.
  const failed = candidates.error ?? (configured.data ? null : configured.error);
  if (failed) return <LoadFailed error={failed} listPath={AUDIT_PATH} />;
  if (!candidates.data || !configured.data) return <FormLoading />;
  return <ReviewerChoice users={candidates.data.list} configured={configured.data.list} />;
};

export default SmsConfigPage;
