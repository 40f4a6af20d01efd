/**
 * The actions on a change, as its state and the user allow: 通过 and 驳回 (with the review menu's 'modify'
 * unit, not on one's own submission; 驳回 needs an opinion), 撤回 (the submitter, while 待审核), 提交审核 /
 * 重新提交 (待提交 or 已驳回). Each asks first; the server checks every rule again.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCan } from '../../../authProvider/useCan';
import { ORG_EXAMINE_RESOURCE, ORG_SYNC_ROW_RESOURCE } from '../contract/calls';
import type { ExamineDetail } from '../contract/calls';
import { useConsoleData, type CallParams } from '../../../src/crud/useCall';
import { useConfirm } from '../../../src/crud/useConfirm';
import { STATUS } from './examineStatus';
import { refreshExamine } from './refreshExamine';

const MAX_OPINION = 500;

/** The panel's actions: one at a time, so its buttons share one pending state. */
type Action = { call: 'examineSubmit'; params: CallParams<'examineSubmit'> } | { call: 'examineReview'; params: CallParams<'examineReview'> };

export const ReviewPanel = ({ change }: { change: ExamineDetail }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const { identity } = useGetIdentity();
  const reviewer = useCan(ORG_EXAMINE_RESOURCE);
  const recorder = useCan(ORG_SYNC_ROW_RESOURCE);
  const { ask, dialog } = useConfirm();
  const [opinion, setOpinion] = useState('');
  const [opinionError, setOpinionError] = useState<string | null>(null);
  const dataProvider = useConsoleData();
  const own = identity !== undefined && change.submittedById !== null && String(identity.id) === String(change.submittedById);
  const pending = change.examineStatus === STATUS.pending;
  const submittable = change.examineStatus === STATUS.draft || change.examineStatus === STATUS.rejected;
  const canModify = reviewer.edit || recorder.edit;

  // A refusal is shown by the request wrapper; the buttons stay disabled until the change is read again.
  const action = useMutation({
    mutationFn: (run: Action) => (run.call === 'examineReview' ? dataProvider.examineReview(run.params) : dataProvider.examineSubmit(run.params)),
    onSuccess: async ({ message }) => {
      notify(message, { type: 'success' });
      setOpinion('');
      await refreshExamine(client);
    },
  });
  const busy = action.isPending;

  const act = async (question: string, run: Action, options?: Record<string, unknown>) => {
    if (!(await ask(question, options))) return;
    action.mutate(run);
  };

  const review = (result: 1 | 2) => {
    if (result === STATUS.rejected && !opinion.trim()) {
      setOpinionError(translate('examine.audit.opinionRequired'));
      return;
    }
    setOpinionError(null);
    void act(
      result === STATUS.approved ? 'examine.audit.confirmApprove' : 'examine.audit.confirmReject',
      { call: 'examineReview', params: { id: change.id, version: change.version, examineStatus: result, examineOpinion: opinion.trim() } },
      {
        from: change.orgName,
        to: change.newOrgName,
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 540 }}>
      {pending && reviewer.edit && own && <Alert severity="info">{translate('examine.audit.ownSubmission')}</Alert>}
      {pending && reviewer.edit && !own && (
        <>
          <TextField
            label={translate('examine.audit.opinion')}
            value={opinion}
            onChange={(event) => setOpinion(event.target.value)}
            multiline
            minRows={3}
            error={!!opinionError}
            helperText={opinionError ?? translate('examine.audit.opinionHint')}
            slotProps={{ htmlInput: { maxLength: MAX_OPINION } }}
          />
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <Button variant="contained" color="success" disabled={busy} onClick={() => review(STATUS.approved)}>
              {translate('examine.audit.approve')}
            </Button>
            <Button variant="outlined" color="error" disabled={busy} onClick={() => review(STATUS.rejected)}>
              {translate('examine.audit.reject')}
            </Button>
          </Box>
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        {pending && own && canModify && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => void act('examine.audit.confirmWithdraw', { call: 'examineSubmit', params: { id: change.id, version: change.version, withdraw: true } })}
          >
            {translate('examine.audit.withdraw')}
          </Button>
        )}
        {submittable && canModify && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void act('examine.record.confirmSubmit', { call: 'examineSubmit', params: { id: change.id, version: change.version } }, { from: change.orgName, to: change.newOrgName })}
          >
            {translate(change.examineStatus === STATUS.rejected ? 'examine.audit.resubmit' : 'examine.audit.submit')}
          </Button>
        )}
      </Box>
      {dialog}
    </Box>
  );
};
