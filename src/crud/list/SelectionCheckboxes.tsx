/**
 * The selection column's checkboxes on react-admin's list selection (kept
 * across pages): the header's selects or clears the current page (half
 * checked when part of it is chosen), a row's toggles its record. Each has an
 * accessible name, so screen readers and the keyboard can use them.
 */
import Checkbox from '@mui/material/Checkbox';
import { MixedCheckbox } from '../MixedCheckbox';
import { useListContext, type Identifier } from 'react-admin';

export const PageCheckbox = ({ label }: { label: string }) => {
  const { data, selectedIds, onSelect } = useListContext();
  const ids = (data ?? []).map((record) => record.id);
  const chosen = ids.filter((id) => selectedIds.includes(id));
  const all = ids.length > 0 && chosen.length === ids.length;
  const toggle = () => onSelect(all ? selectedIds.filter((id) => !ids.includes(id)) : [...selectedIds, ...ids.filter((id) => !selectedIds.includes(id))]);
  return <MixedCheckbox size="small" checked={all} indeterminate={chosen.length > 0 && !all} onChange={toggle} slotProps={{ input: { 'aria-label': label } }} />;
};

export const RowCheckbox = ({ id, label }: { id: Identifier; label: string }) => {
  const { selectedIds, onToggleItem } = useListContext();
  return <Checkbox size="small" checked={selectedIds.includes(id)} onChange={() => onToggleItem(id)} slotProps={{ input: { 'aria-label': label } }} />;
};
