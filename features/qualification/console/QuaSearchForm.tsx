/**
 * The search box of the qualification lists: a few texts (a part of each); 搜索 and 重置 go back to page 1
 * (the list writes its search to the address, so a copied link shows the same list).
 */
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useListSearch } from '../../../src/crud/list/useListSearch';
import { SearchButtons } from '../../../src/crud/list/SearchButtons';
import { SearchText } from '../../../src/crud/list/SearchInput';

interface Props {
  /** The text filters: name and label key. */
  texts: { name: string; label: string; width?: number }[];
}

export const QuaSearchForm = ({ texts }: Props) => {
  const translate = useTranslate();
  type Values = Record<string, string>;
  const empty: Values = Object.fromEntries(texts.map((text) => [text.name, '']));
  const { values, change, submit, reset } = useListSearch<Values>((filter) => Object.fromEntries(texts.map((text) => [text.name, String(filter[text.name] ?? '')])), empty);
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
      {texts.map((text) => (
        <SearchText key={text.name} label={translate(text.label)} value={values[text.name]} onChange={(value) => change(text.name, value)} width={text.width ?? 200} />
      ))}
      <SearchButtons onReset={reset} />
    </Box>
  );
};
