/**
 * The search box of the qualification lists: a few texts (a part of each); 搜索 and 重置 go back to page 1
 * and write the search to the address, so a copied link shows the same list.
 */
import './messages';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useListSearch } from '../../crud/list/useListSearch';
import { SearchButtons } from '../../crud/list/SearchButtons';
import { SearchText } from '../../crud/list/SearchInput';
import { searchWithFilter, type FilterParams } from '../examine/addressFilter';

interface Props {
  writePage: (page: number) => void;
  /** The text filters: name and label key. */
  texts: { name: string; label: string; width?: number }[];
}

export const QuaSearchForm = ({ writePage, texts }: Props) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  type Values = Record<string, string>;
  const names: FilterParams = Object.fromEntries(texts.map((text) => [text.name, 'text']));
  const empty: Values = Object.fromEntries(texts.map((text) => [text.name, '']));
  // The filter goes to the address too (after the list's own page write, so it is the last replace).
  const writeFilter = (filter: Values) => setTimeout(() => navigate({ pathname: location.pathname, search: searchWithFilter(location.search, names, filter) }, { replace: true }));
  const { values, change, submit, reset } = useListSearch<Values>(
    (filter) => Object.fromEntries(texts.map((text) => [text.name, String(filter[text.name] ?? '')])),
    empty,
    writePage,
  );
  return (
    <Box component="form" role="search" onSubmit={(event) => (submit(event), writeFilter(values))} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
      {texts.map((text) => (
        <SearchText key={text.name} label={translate(text.label)} value={values[text.name]} onChange={(value) => change(text.name, value)} width={text.width ?? 200} />
      ))}
      <SearchButtons onReset={() => (reset(), writeFilter(empty))} />
    </Box>
  );
};
