/**
 * 会员信息 of an app user: the current 会员类型 and period (已过期 once ended)
 * and, with the 'modify' data unit, 开通试用, 设置会员 and 取消会员 (after a
 * confirmation, POST user/DeleteMemberDate). Each change says 操作成功 and
 * the panel shows the user as answered (with its new version).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { useConfirm } from '../../../src/crud/useConfirm';
import type { AppUser } from '../contract/calls';
import { useCallMutation } from '../../../src/crud/useCall';
import { PLAIN } from './codes';
import { isExpired, periodOf, useAppUserDictionaries } from './appUserLabels';
import { MemberDateForm } from './MemberDateForm';
import { TrialForm } from './TrialForm';

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 14 }}>
    <Typography component="span" sx={{ fontSize: 14, color: 'text.secondary', minWidth: 96 }}>
      {label}
    </Typography>
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {children}
    </Box>
  </Box>
);

export const MemberPanel = ({ user, readOnly, onChanged }: { user: AppUser; readOnly: boolean; onChanged: (user: AppUser) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { memberTypeLabel } = useAppUserDictionaries();
  const { ask, dialog } = useConfirm();
  // A refusal is shown by the request wrapper.
  const { mutate, isPending: cancelling } = useCallMutation('cancelAppUserMember', {
    onSuccess: ({ data: changed }) => {
      onChanged(changed);
      notify('system.common.switched', { type: 'success' });
    },
  });
  const member = Number(user.memberType) !== PLAIN;

  const cancelMember = async () => {
    if (!(await ask('system.appUsers.edit.confirmCancelMember', { name: user.realName || user.mobile }))) return;
    mutate({ id: user.id, version: user.version });
  };

  return (
    <Box component="section" aria-labelledby="member-panel-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="member-panel">
      <Typography id="member-panel-title" component="h2" sx={{ fontSize: 15, fontWeight: 600 }}>
        {translate('system.appUsers.edit.member')}
      </Typography>
      <Line label={translate('system.appUsers.edit.currentType')}>
        <span data-testid="member-type">{memberTypeLabel(user.memberType)}</span>
      </Line>
      <Line label={translate('system.appUsers.edit.period')}>
        <span data-testid="member-period">{periodOf(user)}</span>
        {isExpired(user) && <Chip size="small" color="warning" variant="outlined" label={translate('system.appUsers.expired')} />}
      </Line>
      {!readOnly && (
        <>
          <Divider />
          {/* Keyed by version: after a change the inputs start again from the user as it is now. */}
          <TrialForm key={`trial-${user.version}`} user={user} onChanged={onChanged} />
          <Divider />
          <MemberDateForm key={`member-${user.version}`} user={user} onChanged={onChanged} />
          {member && (
            <Box>
              <Button variant="outlined" color="error" onClick={() => void cancelMember()} disabled={cancelling}>
                {translate('system.appUsers.actions.cancelMember')}
              </Button>
            </Box>
          )}
        </>
      )}
      {dialog}
    </Box>
  );
};
