/** Search by title: the text goes to the address (`title`) with 搜索 or Enter, and the table starts again from page 1. */
import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { SearchButtons } from '../../../../src/crud/list/SearchButtons';
import { SearchText } from '../../../../src/crud/list/SearchInput';
import { useStatView } from '../useStatView';

export const TitleSearch = ({ param = 'title', label = 'statistics.module.title' }: { param?: string; label?: string }) => {
  const translate = useTranslate();
  const { params, setParams } = useStatView();
  const current = params.get(param) ?? '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams({ [param]: text.trim() });
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <SearchText label={translate(label)} value={text} onChange={setText} width={220} />
      <SearchButtons
        onReset={() => {
          setText('');
          setParams({ [param]: undefined });
        }}
      />
    </Box>
  );
};
