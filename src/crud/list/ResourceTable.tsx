/**
 * The common table: an optional selection column, the declared columns in
 * declaration order and 操作,
 * in the one table of every list (ListTable).
 */
import type { ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { FieldSpec } from '../../../resources/framework';
import { FieldCell } from './FieldCell';
import { RowActions } from './RowActions';
import { RowActionHost } from './RowActionHost';
import { PageCheckbox, RowCheckbox } from './SelectionCheckboxes';
import { ListTable, type ListColumn } from './ListTable';

export interface ResourceTableProps {
  columns: FieldSpec[];
  /** The 操作 column (false when the module offers no row action at all). */
  actions?: boolean;
  /** A first column of selection checkboxes (for batch buttons), with their accessible names. */
  selection?: { pageLabel: string; rowLabel: (record: RaRecord) => string };
  /** A bespoke 操作 cell (e.g. a link before the generic 编辑 and 删除); the generic row actions when absent. */
  rowActions?: (record: RaRecord) => ReactNode;
}

export const ResourceTable = ({ columns, actions = true, selection, rowActions }: ResourceTableProps) => {
  const translate = useTranslate();
  const shown: ListColumn[] = [
    ...(selection ? [{ key: 'select', label: <PageCheckbox label={selection.pageLabel} />, render: (record: RaRecord) => <RowCheckbox id={record.id} label={selection.rowLabel(record)} /> }] : []),
    ...columns.map((field) => ({
      key: field.name,
      label: translate(field.label, { _: field.label }),
      width: field.width,
      render: (record: RaRecord) => <FieldCell field={field} record={record} />,
    })),
    ...(actions ? [{ key: 'actions', label: translate('crud.actions'), render: (record: RaRecord) => (rowActions ? rowActions(record) : <RowActions record={record} />) }] : []),
  ];
  return <ListTable columns={shown} wrap={actions ? (table) => <RowActionHost>{table}</RowActionHost> : undefined} />;
};
