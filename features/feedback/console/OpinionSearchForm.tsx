/**
 * The search of the opinion feedback list: 标题 and 提交人 (a part), 状态 (待处理, 待下发, 已下发), and the
 * submission days 提交日期自 … 至; 搜索 and 重置 go back to page 1 (the list writes its search to the address).
 */
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useListSearch } from '../../../src/crud/list/useListSearch';
import { SearchButtons } from '../../../src/crud/list/SearchButtons';
import { SearchChoices, SearchText } from '../../../src/crud/list/SearchInput';
import { DatePickerOnDemand } from '../../../src/crud/form/DatePickerOnDemand';

interface Values {
  title: string;
  contactName: string;
  status: number | undefined;
  submittedStart: string;
  submittedEnd: string;
}

const EMPTY: Values = { title: '', contactName: '', status: undefined, submittedStart: '', submittedEnd: '' };
const STATUS_CHOICES = [0, 1, 2].map((value) => ({ value, label: `opinion.status.${value}` }));
const INPUT_WIDTH = 170;

export const OpinionSearchForm = () => {
  const translate = useTranslate();
  const { values, change, submit, reset } = useListSearch<Values>(
    (filter) => ({
      title: String(filter.title ?? ''),
      contactName: String(filter.contactName ?? ''),
      status: filter.status === undefined || filter.status === '' ? undefined : Number(filter.status),
      submittedStart: String(filter.submittedStart ?? ''),
      submittedEnd: String(filter.submittedEnd ?? ''),
    }),
    EMPTY,
  );
  const reversed = !!values.submittedStart && !!values.submittedEnd && values.submittedStart > values.submittedEnd;

  const dateInput = (field: 'submittedStart' | 'submittedEnd') => (
    <Box sx={{ width: INPUT_WIDTH }}>
      <DatePickerOnDemand
        kind="date"
        value={values[field] || null}
        onChange={(value) => change(field, value ?? '')}
        box={{
          id: `opinion-${field}`,
          source: field,
          label: translate(`opinion.search.${field}`),
          placeholder: translate('form.datePlaceholder'),
          error: field === 'submittedEnd' && reversed ? 'opinion.search.dateOrder' : undefined,
        }}
      />
    </Box>
  );

  return (
    <Box component="form" role="search" onSubmit={(event) => submit(event, reversed)} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
      <SearchText label={translate('opinion.search.title')} value={values.title} onChange={(value) => change('title', value)} width={200} />
      <SearchText label={translate('opinion.search.contactName')} value={values.contactName} onChange={(value) => change('contactName', value)} width={140} />
      <SearchChoices label={translate('opinion.search.status')} value={values.status} onChange={(value) => change('status', value as number | undefined)} options={STATUS_CHOICES} width={130} />
      {dateInput('submittedStart')}
      {dateInput('submittedEnd')}
      <SearchButtons onReset={reset} />
    </Box>
  );
};
