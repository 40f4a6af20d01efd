/**
 * 批量启用, 批量停用 ('enable' unit) and 批量删除 ('delete' unit) for the
 * checked questions: a confirmation naming the count, then
 * updateDataByBatchOperation (all or none), a message with the count, the
 * selection cleared and the list reloaded, all one mutation (the confirmation
 * stays busy until the list is back). A refusal shows the server's text.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useListContext, useNotify, useTranslate } from 'react-admin';
import type { Can } from '../../../authProvider/useCan';
import type { BatchOperation } from '../contract/calls';
import { useConsoleData } from '../../../src/crud/useCall';

const key = (name: string) => `abilityQuestion.batch.${name}`;

export const BatchButtons = ({ can }: { can: Can }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, onUnselectItems, refetch, data, page, setPage } = useListContext();
  const [operation, setOperation] = useState<BatchOperation | null>(null);
  const dataProvider = useConsoleData();
  const count = selectedIds.length;

  const open = (next: BatchOperation) => {
    if (count === 0) notify(key('noSelection'), { type: 'warning' });
    else setOperation(next);
  };

  const { mutate, isPending } = useMutation({
    mutationFn: async (chosen: BatchOperation) => {
      const { data: result } = await dataProvider.abilityQuestionBatch({ ids: selectedIds.map(Number), operation: chosen });
      notify(key(`done.${chosen}`), { type: 'success', messageArgs: { count: result.count } });
      const emptiedPage = chosen === 'delete' && page > 1 && (data ?? []).every((record) => selectedIds.includes(record.id));
      onUnselectItems();
      if (emptiedPage) setPage(page - 1);
      else await refetch();
    },
    // The call is quiet: its refusal is shown here.
    onError: (error) => notify(error instanceof Error && error.message ? error.message : 'http.defaultError', { type: 'error' }),
    onSettled: () => setOperation(null),
  });

  const run = () => {
    if (operation) mutate(operation);
  };

  return (
    <>
      {can.enable && (
        <>
          <Button variant="outlined" onClick={() => open('enable')}>
            {translate(key('enable'))}
          </Button>
          <Button variant="outlined" onClick={() => open('disable')}>
            {translate(key('disable'))}
          </Button>
        </>
      )}
      {can.delete && (
        <Button variant="outlined" color="error" onClick={() => open('delete')}>
          {translate(key('delete'))}
        </Button>
      )}
      {count > 0 && (
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }} role="status">
          {translate(key('selected'), { count })}
        </Typography>
      )}
      <Confirm
        isOpen={operation !== null}
        loading={isPending}
        title={key('confirmTitle')}
        content={operation ? key(`confirm.${operation}`) : ''}
        contentTranslateOptions={{ count }}
        onConfirm={run}
        onClose={() => setOperation(null)}
      />
    </>
  );
};
