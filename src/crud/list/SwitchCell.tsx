/**
 * The enable switch of a `column: 'switch'` flag: the dataProvider's
 * switchFlag with the row's version, then 操作成功 and a reload with the saved
 * search form. Disabled while the call runs, and read-only without the
 * 'enable' data unit; a refusal shows the server's text.
 */
import { useState } from 'react';
import Switch from '@mui/material/Switch';
import { useDataProvider, useListContext, useNotify, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import type { FieldSpec } from '../../../resources/framework';
import type { ResourceDataProvider } from '../../../dataProvider';
import { useResourceDeclaration } from '../ResourceContext';
import { useCan, type Can } from '../../../authProvider/useCan';
import { useHostedCan } from './RowActionHost';

const SwitchControl = ({ field, record, can }: { field: FieldSpec; record: RaRecord; can: Can }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<ResourceDataProvider>();
  const { refetch } = useListContext();
  const { recordName } = useResourceDeclaration();
  const [pending, setPending] = useState(false);
  const onValue = field.onValue ?? 1;
  const offValue = field.offValue ?? 0;
  const checked = record[field.name] === onValue;

  const toggle = async () => {
    setPending(true);
    try {
      await dataProvider.switchFlag(resource, { id: record.id, field: field.name, value: checked ? offValue : onValue, version: record.version });
      notify('crud.switched', { type: 'success' });
      await refetch();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Switch
      checked={checked}
      disabled={pending || !can.enable}
      onChange={toggle}
      slotProps={{ input: { 'aria-label': `${translate(field.label, { _: field.label })} ${String(record[recordName] ?? record.id)}` } }}
      size="small"
    />
  );
};

const SwitchWithOwnCan = ({ field, record }: { field: FieldSpec; record: RaRecord }) => {
  const resource = useResourceContext() ?? '';
  return <SwitchControl field={field} record={record} can={useCan(resource)} />;
};

/** The switch; inside a table hosting its rows' actions, with the table's data units. */
export const SwitchCell = ({ field, record }: { field: FieldSpec; record: RaRecord }) => {
  const can = useHostedCan();
  return can ? <SwitchControl field={field} record={record} can={can} /> : <SwitchWithOwnCan field={field} record={record} />;
};
