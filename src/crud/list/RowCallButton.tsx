/**
 * A declared row call's button in the 操作 cell (ResourceRowCall), e.g. 推送:
 * shown on the rows its `when` selects to holders of its data unit; asks for
 * confirmation naming the record, then POSTs `{ ...body, id, title }`; shows
 * '<label>成功' or the server's refusal. With a `lastCall` the button's
 * tooltip tells the row's last call ('最近推送：2026-11-21 10:30'), asked
 * once for the page's rows.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useListContext, useNotify, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { post } from '../../../dataProvider/http';
import { rowCallApplies, rowCallConfirmText, type ResourceRowCall } from '../../../resources/framework/rowCalls';
import { useCan, type Can } from '../../../authProvider/useCan';
import { useResourceDeclaration } from '../ResourceContext';
import { formatDatetime } from './cellValue';

/** The console action checking each data unit (authProvider/permissions.ts). */
const ACTION_OF_UNIT = { list: 'list', detail: 'show', add: 'create', modify: 'edit', delete: 'delete', enable: 'enable' } as const;

type LastCalls = Record<string, string | null>;

const lastCallsKey = (rowCall: ResourceRowCall, resource: string, ids: unknown[]) => ['rowCallLast', rowCall.lastCall, resource, rowCall.body, ids] as const;

/** The last call of each row of the list's page (one request per page). */
const useLastCalls = (rowCall: ResourceRowCall, resource: string, enabled: boolean) => {
  const { data } = useListContext();
  const ids = (data ?? []).map((record) => record.id);
  return useQuery({
    queryKey: lastCallsKey(rowCall, resource, ids),
    queryFn: async () => (await post<LastCalls>(rowCall.lastCall!, { ...rowCall.body, ids }, { silent: true })).data ?? {},
    enabled: enabled && !!rowCall.lastCall && ids.length > 0,
  });
};

export const RowCallButton = ({ record, rowCall }: { record: RaRecord; rowCall: ResourceRowCall }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const resource = useResourceContext() ?? '';
  const { recordName } = useResourceDeclaration();
  const can: Can = useCan(resource);
  const allowed = can[ACTION_OF_UNIT[rowCall.unit ?? 'modify']] && rowCallApplies(rowCall, record);
  const lastCalls = useLastCalls(rowCall, resource, allowed);
  const [open, setOpen] = useState(false);
  const [calling, setCalling] = useState(false);
  if (!allowed) return null;

  const name = String(record[recordName] ?? '');
  const last = lastCalls.data?.[String(record.id)];
  const tooltip = last ? translate('crud.rowCall.last', { label: rowCall.label, time: formatDatetime(last) }) : translate('crud.rowCall.never', { label: rowCall.label });

  const onConfirm = async () => {
    setCalling(true);
    try {
      await post(rowCall.call, { ...rowCall.body, id: record.id, title: name }, { silent: true });
      notify(translate('crud.rowCall.done', { label: rowCall.label }), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['rowCallLast', rowCall.lastCall, resource] });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setCalling(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Tooltip title={lastCalls.isSuccess ? tooltip : ''} describeChild>
        <Button variant="text" onClick={() => setOpen(true)}>
          {rowCall.label}
        </Button>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={calling}
        title="crud.rowCall.confirmTitle"
        content={rowCallConfirmText(rowCall, name)}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
