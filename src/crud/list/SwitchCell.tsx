/**
 * The enable switch of a `column: 'switch'` flag: the dataProvider's
 * switchFlag with the row's version, then 操作成功 and a reload with the saved
 * search form. Disabled while the call runs, and read-only without the
 * 'enable' data unit; a refusal shows the server's text.
 */
import { useDataProvider, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import type { FieldSpec } from '../../../resources/framework';
import type { ResourceDataProvider } from '../../../dataProvider';
import { useResourceDeclaration } from '../ResourceContext';
import { useCan, type Can } from '../../../authProvider/useCan';
import { useHostedCan } from './RowActionHost';
import { ListRowSwitch } from './ListRowSwitch';

const SwitchControl = ({ field, record, can }: { field: FieldSpec; record: RaRecord; can: Can }) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<ResourceDataProvider>();
  const { recordName } = useResourceDeclaration();
  const onValue = field.onValue ?? 1;
  const offValue = field.offValue ?? 0;
  return (
    <ListRowSwitch
      checked={record[field.name] === onValue}
      disabled={!can.enable}
      label={`${translate(field.label, { _: field.label })} ${String(record[recordName] ?? record.id)}`}
      reportErrors
      toggle={(on) => dataProvider.switchFlag(resource, { id: record.id, field: field.name, value: on ? onValue : offValue, version: record.version })}
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
