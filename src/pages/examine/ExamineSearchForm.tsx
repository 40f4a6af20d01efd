/**
 * The search box of the examine lists: a text (机构名称, a part) and a choice (审核状态 or 同步结果, with 全部);
 * 搜索 and 重置 go back to page 1 and write the search to the address.
 */
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useListSearch } from '../../crud/list/useListSearch';
import { SearchButtons } from '../../crud/list/SearchButtons';
import { SearchChoices, SearchText } from '../../crud/list/SearchInput';
import { searchWithFilter, type FilterParams } from './addressFilter';

interface Props {
  writePage: (page: number) => void;
  /** The text filter's name and label key. */
  text: { name: string; label: string };
  /** The choice filter's name, label key and options. */
  choice: { name: string; label: string; options: Array<{ value: number; label: string }> };
}

export const ExamineSearchForm = ({ writePage, text, choice }: Props) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const names: FilterParams = { [text.name]: 'text', [choice.name]: 'number' };
  type Values = Record<string, unknown>;
  const empty: Values = { [text.name]: '', [choice.name]: undefined };
  // The filter goes to the address too (after the list's own page write, so it is the last replace).
  const writeFilter = (filter: Values) => setTimeout(() => navigate({ pathname: location.pathname, search: searchWithFilter(location.search, names, filter) }, { replace: true }));
  const { values, change, submit, reset } = useListSearch<Values>(
    (filter) => ({ [text.name]: String(filter[text.name] ?? ''), [choice.name]: filter[choice.name] === undefined || filter[choice.name] === '' ? undefined : Number(filter[choice.name]) }),
    empty,
    writePage,
  );
  return (
    <Box component="form" role="search" onSubmit={(event) => (submit(event), writeFilter(values))} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
      <SearchText label={translate(text.label)} value={values[text.name]} onChange={(value) => change(text.name, value)} width={220} />
      <SearchChoices label={translate(choice.label)} value={values[choice.name]} onChange={(value) => change(choice.name, value)} options={choice.options} width={140} />
      <SearchButtons onReset={() => (reset(), writeFilter(empty))} />
    </Box>
  );
};
