/**
 * The actions on a change, as its state and the user allow: 通过, 通过并审核下一条 and 驳回 (with the review
 * menu's 'modify' unit, not on one's own submission; 驳回 needs an opinion), 撤回 (the submitter, while 待审核),
 * 提交审核 / 重新提交 (待提交 or 已驳回). Each asks first; the server checks every rule again. 通过并审核下一条
 * opens the next change waiting for this reviewer, in the review list's order (newest sync first), or goes
 * back to the list saying none is left.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCan } from '../../../authProvider/useCan';
import { ORG_EXAMINE_RESOURCE, ORG_SYNC_ROW_RESOURCE } from '../contract/calls';
import type { ExamineDetail } from '../contract/calls';
import { useConsoleData, type CallParams } from '../../../src/crud/useCall';
import { useConfirm } from '../../../src/crud/useConfirm';
import { STATUS } from './examineStatus';
import { refreshExamine } from './refreshExamine';
import { AUDIT_EDIT_PATH, AUDIT_PATH } from './paths';
import type { Examine } from '../contract/calls';

const MAX_OPINION = 500;
/** Enough waiting changes to find one that is not this one nor the reviewer's own. */
const NEXT_WINDOW = 20;

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
  const navigate = useNavigate();
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

  const act = async (question: string, run: Action, options?: Record<string, unknown>, then?: () => Promise<void>) => {
    if (!(await ask(question, options))) return;
    action.mutate(run, then ? { onSuccess: then } : undefined);
  };

  /** The next change waiting for this reviewer (not this one, not their own), through the review list's call. */
  const openNext = async () => {
    const { data } = await dataProvider.getList<Examine & { id: number }>(ORG_EXAMINE_RESOURCE, {
      filter: { examineStatus: STATUS.pending },
      pagination: { page: 1, perPage: NEXT_WINDOW },
      sort: { field: 'syncedAt', order: 'DESC' },
    });
    const next = data.find((row) => row.id !== change.id && String(row.submittedById) !== String(identity?.id));
    if (next) navigate(`${AUDIT_EDIT_PATH}?id=${next.id}`);
    else {
      notify('examine.audit.noneLeft', { type: 'info' });
      navigate(AUDIT_PATH);
    }
  };

  const review = (result: 1 | 2, thenNext = false) => {
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
      thenNext ? openNext : undefined,
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
            <Button variant="outlined" color="success" disabled={busy} onClick={() => review(STATUS.approved, true)}>
              {translate('examine.audit.approveNext')}
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
