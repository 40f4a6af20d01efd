/**
 * A row's switch in a list: runs `toggle` with the value asked for, says
 * 操作成功 (or `success`) and reloads the list with its saved search form.
 * Disabled while the call runs; a refusal leaves the switch as it was (the
 * request wrapper has shown the server's text, or `reportErrors` shows it).
 * `confirmOff` asks before turning it off.
 */
import Switch from '@mui/material/Switch';
import { useMutation } from '@tanstack/react-query';
import { useListContext, useNotify } from 'react-admin';
import { useConfirm } from '../useConfirm';

export interface ListRowSwitchProps {
  checked: boolean;
  /** Read-only: the data unit is missing or the row may not be changed. */
  disabled?: boolean;
  /** The switch's accessible name, translated. */
  label: string;
  toggle: (next: boolean) => Promise<unknown>;
  success?: string;
  confirmOff?: { content: string; options?: Record<string, unknown> };
  /** The call does not go through the request wrapper, which would show its refusal. */
  reportErrors?: boolean;
}

export const ListRowSwitch = ({ checked, disabled, label, toggle, success = 'crud.switched', confirmOff, reportErrors }: ListRowSwitchProps) => {
  const notify = useNotify();
  const { refetch } = useListContext();
  const { ask, dialog } = useConfirm();
  const { mutateAsync, isPending } = useMutation({ mutationFn: toggle });

  const onChange = async () => {
    if (checked && confirmOff && !(await ask(confirmOff.content, confirmOff.options))) return;
    try {
      await mutateAsync(!checked);
      notify(success, { type: 'success' });
      await refetch();
    } catch (error) {
      if (reportErrors) notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <>
      <Switch checked={checked} disabled={isPending || disabled} onChange={() => void onChange()} size="small" slotProps={{ input: { 'aria-label': label } }} />
      {confirmOff && dialog}
    </>
  );
};
