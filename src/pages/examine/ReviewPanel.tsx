/**
 * The actions on a change, as its state and the user allow: 通过 and 驳回 (with the review menu's 'modify'
 * unit, not on one's own submission; 驳回 needs an opinion), 撤回 (the submitter, while 待审核), 提交审核 /
 * 重新提交 (待提交 or 已驳回). Each asks first; the server checks every rule again.
 */
import './messages';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useCan } from '../../../authProvider/useCan';
import { ORG_EXAMINE_RESOURCE, ORG_SYNC_ROW_RESOURCE } from '../../../resources/bespoke';
import { useConfirm } from '../../crud/useConfirm';
import { STATUS, examineApi, type ExamineDetail } from './api';

const MAX_OPINION = 500;

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
  const [busy, setBusy] = useState(false);
  const own = identity !== undefined && change.submittedById !== null && String(identity.id) === String(change.submittedById);
  const pending = change.examineStatus === STATUS.pending;
  const submittable = change.examineStatus === STATUS.draft || change.examineStatus === STATUS.rejected;
  const canModify = reviewer.edit || recorder.edit;

  const act = async (question: string, work: () => Promise<{ statusText: string }>, options?: Record<string, unknown>) => {
    if (!(await ask(question, options))) return;
    setBusy(true);
    try {
      const answer = await work();
      notify(answer.statusText, { type: 'success' });
      setOpinion('');
      await client.invalidateQueries({ queryKey: ['examine'] });
    } catch {
      // The request wrapper has shown the refusal.
    } finally {
      setBusy(false);
    }
  };

  const review = (result: 1 | 2) => {
    if (result === STATUS.rejected && !opinion.trim()) {
      setOpinionError(translate('examine.audit.opinionRequired'));
      return;
    }
    setOpinionError(null);
    void act(result === STATUS.approved ? 'examine.audit.confirmApprove' : 'examine.audit.confirmReject', () => examineApi.review(change.id, change.version, result, opinion.trim()), {
      from: change.orgName,
      to: change.newOrgName,
    });
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
          <Button variant="outlined" disabled={busy} onClick={() => void act('examine.audit.confirmWithdraw', () => examineApi.withdraw(change.id, change.version))}>
            {translate('examine.audit.withdraw')}
          </Button>
        )}
        {submittable && canModify && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void act('examine.record.confirmSubmit', () => examineApi.submit(change.id, change.version), { from: change.orgName, to: change.newOrgName })}
          >
            {translate(change.examineStatus === STATUS.rejected ? 'examine.audit.resubmit' : 'examine.audit.submit')}
          </Button>
        )}
      </Box>
      {dialog}
    </Box>
  );
};
