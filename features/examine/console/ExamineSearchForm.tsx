/**
 * The search box of the examine lists: a text (机构名称, a part) and a choice (审核状态 or 同步结果, with 全部);
 * 搜索 and 重置 go back to page 1 (the list writes its search to the address).
 */
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useListSearch } from '../../../src/crud/list/useListSearch';
import { SearchButtons } from '../../../src/crud/list/SearchButtons';
import { SearchChoices, SearchText } from '../../../src/crud/list/SearchInput';

interface Props {
  /** The text filter's name and label key. */
  text: { name: string; label: string };
  /** The choice filter's name, label key and options. */
  choice: { name: string; label: string; options: Array<{ value: number; label: string }> };
}

export const ExamineSearchForm = ({ text, choice }: Props) => {
  const translate = useTranslate();
  type Values = Record<string, unknown>;
  const empty: Values = { [text.name]: '', [choice.name]: undefined };
  const { values, change, submit, reset } = useListSearch<Values>(
    (filter) => ({ [text.name]: String(filter[text.name] ?? ''), [choice.name]: filter[choice.name] === undefined || filter[choice.name] === '' ? undefined : Number(filter[choice.name]) }),
    empty,
  );
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
      <SearchText label={translate(text.label)} value={values[text.name]} onChange={(value) => change(text.name, value)} width={220} />
      <SearchChoices label={translate(choice.label)} value={values[choice.name]} onChange={(value) => change(choice.name, value)} options={choice.options} width={140} />
      <SearchButtons onReset={reset} />
    </Box>
  );
};
