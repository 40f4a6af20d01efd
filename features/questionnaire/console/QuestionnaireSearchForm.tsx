/** The search of both questionnaire lists: 问卷标题 (a part) and 状态; 搜索 and 重置 go back to page 1. */
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useListSearch } from '../../../src/crud/list/useListSearch';
import { SearchButtons } from '../../../src/crud/list/SearchButtons';
import { SearchChoices, SearchText } from '../../../src/crud/list/SearchInput';

interface Values {
  title: string;
  status: number | undefined;
}

const EMPTY: Values = { title: '', status: undefined };
const STATUS_CHOICES = [0, 1, 2].map((value) => ({ value, label: `questionnaire.status.${value}` }));

export const QuestionnaireSearchForm = () => {
  const translate = useTranslate();
  const { values, change, submit, reset } = useListSearch<Values>(
    (filter) => ({ title: String(filter.title ?? ''), status: filter.status === undefined || filter.status === '' ? undefined : Number(filter.status) }),
    EMPTY,
  );
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
      <SearchText label={translate('questionnaire.list.searchTitle')} value={values.title} onChange={(value) => change('title', value)} width={220} />
      <SearchChoices label={translate('questionnaire.fields.status')} value={values.status} onChange={(value) => change('status', value as number | undefined)} options={STATUS_CHOICES} width={140} />
      <SearchButtons onReset={reset} />
    </Box>
  );
};
