/**
 * The search box of the operation log: 操作人 (login or Chinese name, a
 * part), 动作 (with 全部), 开始日期 and 结束日期; 搜索 and 重置. The
 * submitted form is the list's filter; searching or resetting goes back to
 * page 1. The server reads the dates as `startTime`/`endTime` (YYYY-MM-DD).
 */
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useListSearch } from '../../../src/crud/list/useListSearch';
import { SearchButtons } from '../../../src/crud/list/SearchButtons';
import { SearchChoices, SearchText } from '../../../src/crud/list/SearchInput';
import { DatePickerOnDemand } from '../../../src/crud/form/DatePickerOnDemand';
import { OPERATION_ACTIONS } from './actions';

const INPUT_WIDTH = 180;

interface Values {
  operator: string;
  action: string;
  startTime: string;
  endTime: string;
}

const ACTION_CHOICES = OPERATION_ACTIONS.map((action) => ({ value: action, label: `operationLog.actions.${action}` }));

const EMPTY: Values = { operator: '', action: '', startTime: '', endTime: '' };

export const OperationLogSearchForm = () => {
  const translate = useTranslate();
  const {
    values,
    change,
    submit: search,
    reset,
  } = useListSearch<Values>(
    (filterValues) => ({
      operator: String(filterValues.operator ?? ''),
      action: String(filterValues.action ?? ''),
      startTime: String(filterValues.startTime ?? ''),
      endTime: String(filterValues.endTime ?? ''),
    }),
    EMPTY,
  );
  const reversed = !!values.startTime && !!values.endTime && values.startTime > values.endTime;

  const submit = (event: FormEvent) => search(event, reversed);

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
        <DatePickerOnDemand kind="date" value={values[field] || null} onChange={(value) => change(field, value ?? '')} box={box} />
      </Box>
    );
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
      <SearchText label={translate('operationLog.search.operator')} value={values.operator} onChange={(value) => change('operator', value)} width={INPUT_WIDTH} />
      <SearchChoices label={translate('operationLog.search.action')} value={values.action} onChange={(value) => change('action', String(value ?? ''))} options={ACTION_CHOICES} width={140} />
      {dateInput('startTime')}
      {dateInput('endTime')}
      <SearchButtons onReset={reset} />
    </Box>
  );
};
