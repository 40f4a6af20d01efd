/**
 * 取消导入 on an import record still 待确认: a dry run closed without a decision is cancelled from the records
 * (excel/import with action=cancel), after a confirmation; the list is read again, and a refusal (the register
 * changed, it was confirmed meanwhile) is on the message line.
 */
import Button from '@mui/material/Button';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useCallMutation } from '../../../src/crud/useCall';
import { useConfirm } from '../../../src/crud/useConfirm';
import type { ImportBatch } from '../contract/calls';
import { fieldsForm } from './importForms';

export const CancelBatchButton = ({ batch }: { batch: ImportBatch }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { ask, dialog } = useConfirm();
  const cancel = useCallMutation('quaCancelImport', {
    onSuccess: () => notify('qualification.records.cancelled', { type: 'success' }),
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => refresh(),
  });
  const start = async () => {
    if (await ask('qualification.records.cancelQuestion', { name: batch.fileName })) cancel.mutate(fieldsForm({ action: 'cancel', batchId: String(batch.id) }));
  };
  return (
    <>
      <Button size="small" disabled={cancel.isPending} onClick={start} aria-label={translate('qualification.records.cancelOf', { name: batch.fileName })}>
        {translate('qualification.records.cancel')}
      </Button>
      {dialog}
    </>
  );
};
