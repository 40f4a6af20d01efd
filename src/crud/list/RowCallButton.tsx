/**
 * A declared row call's button in the 操作 cell (ResourceRowCall), e.g. 推送:
 * shown on the rows its `when` selects to holders of its data unit; asks for
 * confirmation naming the record, then POSTs `{ ...body, id, title }`; shows
 * '<label>成功' or the server's refusal. With a `lastCall` the button's
 * tooltip tells the row's last call ('最近推送：2026-11-21 10:30'), asked
 * once for the page's rows (RowActionHost).
 */
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { useConsoleData } from '../useCall';
import { rowCallConfirmText, type ResourceRowCall } from '../../../resources/framework/rowCalls';
import { useResourceDeclaration } from '../ResourceContext';
import { formatDatetime } from './cellValue';
import { HoverHint } from './HoverHint';
import { lastCallsKey, rowCallAllowed, useRowActionHost } from './RowActionHost';

export const RowCallButton = ({ record, rowCall }: { record: RaRecord; rowCall: ResourceRowCall }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const resource = useResourceContext() ?? '';
  const { recordName } = useResourceDeclaration();
  const { can, confirm, lastCalls } = useRowActionHost();
  const dataProvider = useConsoleData();
  const name = String(record[recordName] ?? '');
  const { mutateAsync } = useMutation({
    mutationFn: () => dataProvider.rowCall(resource, { rowCall, id: record.id, title: name }),
    onSuccess: async () => {
      notify(translate('crud.rowCall.done', { label: rowCall.label }), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: lastCallsKey(rowCall, resource) });
    },
    onError: (error) => notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
  if (!rowCallAllowed(can, rowCall, record)) return null;

  const answered = rowCall.lastCall ? lastCalls(rowCall) : undefined;
  const last = answered?.[String(record.id)];
  const hint = !answered ? '' : last ? translate('crud.rowCall.last', { label: rowCall.label, time: formatDatetime(last) }) : translate('crud.rowCall.never', { label: rowCall.label });

  // The host's dialog shows its loading state until this settles; a refusal is shown by onError.
  const call = () =>
    mutateAsync().then(
      () => undefined,
      () => undefined,
    );

  return (
    <HoverHint text={hint}>
      {(target) => (
        <Button variant="text" {...target} onClick={() => confirm({ title: 'crud.rowCall.confirmTitle', content: rowCallConfirmText(rowCall, name), onConfirm: call })}>
          {rowCall.label}
        </Button>
      )}
    </HoverHint>
  );
};
