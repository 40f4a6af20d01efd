/**
 * The question table: a selection checkbox (for the batch buttons, with the
 * 'enable' or 'delete' unit), the declared columns (状态 as its switch) and
 * 操作 (编辑, 删除), in the common table's look. The selection is react-admin's
 * list selection.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { DataTable, useListContext, useTranslate, type RaRecord } from 'react-admin';
import type { FieldSpec } from '../../../../resources/framework';
import { FieldCell } from '../../../crud/list/FieldCell';
import { RowActions } from '../../../crud/list/RowActions';
import { tableSx } from '../../../crud/list/ResourceTable';
import { ListEmpty, ListError, ListLoading, ListLoadingOverlay } from '../../../crud/list/ListStatus';

const Column = DataTable.Col<RaRecord>;

const PageCheckbox = () => {
  const translate = useTranslate();
  const { data, selectedIds, onSelect } = useListContext();
  const ids = (data ?? []).map((record) => record.id);
  const chosen = ids.filter((id) => selectedIds.includes(id));
  const all = ids.length > 0 && chosen.length === ids.length;
  const toggle = () => onSelect(all ? selectedIds.filter((id) => !ids.includes(id)) : [...selectedIds, ...ids.filter((id) => !selectedIds.includes(id))]);
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={chosen.length > 0 && !all}
      onChange={toggle}
      slotProps={{ input: { 'aria-label': translate('abilityQuestion.batch.selectPage') } }}
    />
  );
};

const RowCheckbox = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext();
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': translate('abilityQuestion.batch.selectRow', { name: String(record.stem ?? record.id) }) } }}
    />
  );
};

export const QuestionTable = ({ columns, maxHeight, selectable }: { columns: FieldSpec[]; maxHeight: number; selectable: boolean }) => {
  const translate = useTranslate();
  const { isPending, isFetching, error, refetch } = useListContext();

  if (error && !isFetching) return <ListError error={error} onRetry={() => refetch()} />;
  if (isPending) return <ListLoading />;
  return (
    <Box sx={{ position: 'relative' }}>
      <DataTable bulkActionButtons={false} rowClick={false} hover={false} empty={<ListEmpty />} sx={tableSx(maxHeight)}>
        {selectable && <Column source="select" label={<PageCheckbox />} disableSort render={(record) => <RowCheckbox record={record} />} />}
        {columns.map((field) => (
          <Column
            key={field.name}
            source={field.name}
            label={translate(field.label, { _: field.label })}
            disableSort
            width={field.width}
            render={(record) => <FieldCell field={field} record={record} />}
          />
        ))}
        <Column label={translate('crud.actions')} disableSort render={(record) => <RowActions record={record} />} />
      </DataTable>
      {isFetching && <ListLoadingOverlay />}
    </Box>
  );
};
