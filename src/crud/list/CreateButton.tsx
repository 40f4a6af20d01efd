/**
 * A list's 新增 (or its own label): opens `to`, the create page. `onIntent`
 * fetches that page's code ahead when the pointer or the focus reaches it.
 */
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

export const CreateButton = ({ to, label = 'crud.create', onIntent }: { to: string; label?: string; onIntent?: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button variant="contained" startIcon={<AddIcon />} onPointerEnter={onIntent} onFocus={onIntent} onClick={() => navigate(to)}>
      {translate(label)}
    </Button>
  );
};
