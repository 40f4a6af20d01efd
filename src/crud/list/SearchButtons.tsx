/** 搜索 (submits the search form) and 重置 of a list's search box. */
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';

export const SearchButtons = ({ onReset }: { onReset: () => void }) => {
  const translate = useTranslate();
  return (
    <>
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {translate('crud.search')}
      </Button>
      <Button type="button" variant="outlined" startIcon={<RefreshIcon />} onClick={onReset}>
        {translate('crud.reset')}
      </Button>
    </>
  );
};
