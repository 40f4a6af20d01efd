/**
 * 短信通知配置 (/examine/smsConfig, back to the review list): the users who may review (their role holds
 * 机构名称同步审核 with its 'modify' unit; querySmsConfUserById), phones masked, the chosen ones ticked
 * (querySmsConfUser); 保存 makes the ticked ones the reviewers an SMS tells (addSmsConf). Read-only without
 * the 'modify' unit.
 */
import './messages';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCan } from '../../../authProvider/useCan';
import { ORG_EXAMINE_RESOURCE } from '../../../resources/bespoke';
import { FormLoading } from '../../crud/form/FormLoading';
import { LoadFailed } from '../../crud/form/LoadFailed';
import { PlainTable } from '../../crud/list/PlainTable';
import { AUDIT_PATH, examineApi, examineKeys, type Reviewer } from './api';

const SmsConfigPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const can = useCan(ORG_EXAMINE_RESOURCE);
  const candidates = useQuery({ queryKey: examineKeys.candidates, queryFn: examineApi.candidates, retry: false });
  const configured = useQuery({ queryKey: examineKeys.reviewers, queryFn: examineApi.reviewers, retry: false });
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (configured.data && chosen === null) setChosen(new Set(configured.data.list.map((user) => user.id)));
  }, [configured.data, chosen]);
  if (candidates.isPending || configured.isPending || chosen === null) {
    if (candidates.error || configured.error) return <LoadFailed error={candidates.error ?? configured.error} listPath={AUDIT_PATH} />;
    return <FormLoading />;
  }
  if (candidates.error || !candidates.data) return <LoadFailed error={candidates.error ?? 'examine.audit.loadFailed'} listPath={AUDIT_PATH} />;
  const users = candidates.data.list;
  const label = (key: string) => translate(`examine.sms.${key}`);
  const toggle = (id: number) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = async () => {
    setBusy(true);
    try {
      const answer = await examineApi.saveReviewers([...chosen]);
      notify(answer.statusText, { type: 'success' });
      await client.invalidateQueries({ queryKey: examineKeys.all });
    } catch {
      // The request wrapper has shown the refusal.
    } finally {
      setBusy(false);
    }
  };
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
          <Button variant="contained" disabled={busy} onClick={() => void save()}>
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

export default SmsConfigPage;
