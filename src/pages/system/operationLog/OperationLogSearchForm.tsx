/**
 * The search box of the operation log: 操作人 (login or Chinese name, a
 * part), 动作 (with 全部), 开始日期 and 结束日期; 搜索 and 重置. The
 * submitted form is the list's filter; searching or resetting goes back to
 * page 1. The server reads the dates as `startTime`/`endTime` (YYYY-MM-DD).
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useListContext, useTranslate } from 'react-admin';
import { cleanFilters, sameFilters } from '../../../crud/list/listParams';
import { DateTextField } from '../../../crud/form/DateTextField';
import { OPERATION_ACTIONS } from './api';

const DatePickerControl = lazy(() => import('../../../crud/form/DatePickerControl'));

const INPUT_WIDTH = 180;

interface Values {
  operator: string;
  action: string;
  startTime: string;
  endTime: string;
}

const EMPTY: Values = { operator: '', action: '', startTime: '', endTime: '' };

export const OperationLogSearchForm = ({ writePage }: { writePage: (page: number) => void }) => {
  const translate = useTranslate();
  const { filterValues, setFilters, page, refetch } = useListContext();
  const [values, setValues] = useState<Values>(() => ({
    operator: String(filterValues?.operator ?? ''),
    action: String(filterValues?.action ?? ''),
    startTime: String(filterValues?.startTime ?? ''),
    endTime: String(filterValues?.endTime ?? ''),
  }));
  const reversed = !!values.startTime && !!values.endTime && values.startTime > values.endTime;

  const apply = (next: Values) => {
    const filters = cleanFilters({ ...next });
    // The same search again still asks the server again.
    if (page === 1 && sameFilters(filters, filterValues ?? {})) refetch();
    else setFilters(filters, undefined, false);
    writePage(1);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reversed) apply(values);
  };

  const onReset = () => {
    setValues(EMPTY);
    apply(EMPTY);
  };

  const change = (field: keyof Values, value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  const dateInput = (field: 'startTime' | 'endTime') => {
    const box = {
      id: `operation-log-${field}`,
      source: field,
      label: translate(`operationLog.search.${field}`),
      placeholder: translate('form.datePlaceholder'),
      error: field === 'endTime' && reversed ? 'operationLog.search.dateOrder' : undefined,
    };
    return (
      <Box sx={{ width: INPUT_WIDTH }}>
        <Suspense fallback={<DateTextField {...box} text={values[field]} disabled />}>
          <DatePickerControl kind="date" value={values[field] || null} onChange={(value) => change(field, value ?? '')} box={box} />
        </Suspense>
      </Box>
    );
  };

  return (
    <Box component="form" role="search" onSubmit={onSubmit} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
      <TextField
        variant="outlined"
        size="small"
        margin="none"
        label={translate('operationLog.search.operator')}
        value={values.operator}
        onChange={(event) => change('operator', event.target.value)}
        sx={{ width: INPUT_WIDTH }}
      />
      <TextField
        select
        variant="outlined"
        size="small"
        margin="none"
        label={translate('operationLog.search.action')}
        value={values.action}
        onChange={(event) => change('action', event.target.value)}
        sx={{ width: 140 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('system.common.all')}</MenuItem>
        {OPERATION_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {translate(`operationLog.actions.${action}`)}
          </MenuItem>
        ))}
      </TextField>
      {dateInput('startTime')}
      {dateInput('endTime')}
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {translate('system.common.search')}
      </Button>
      <Button type="button" variant="outlined" startIcon={<RefreshIcon />} onClick={onReset}>
        {translate('system.common.reset')}
      </Button>
    </Box>
  );
};
