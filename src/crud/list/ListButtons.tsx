/** The button area: 新增 (the edit route without an id; only with the 'create' unit) and the declared links such as 分类管理. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Resource } from '../../../resources/framework';
import { useCan } from '../../../authProvider/useCan';

export const ListButtons = ({ declaration }: { declaration: Resource }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const can = useCan(declaration.name);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {can.create && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(declaration.routes.edit)}>
          {translate('crud.create')}
        </Button>
      )}
      {(declaration.links ?? []).map((link) => (
        <Button key={link.to} variant="outlined" onClick={() => navigate(link.to)}>
          {translate(link.label, { _: link.label })}
        </Button>
      ))}
    </Box>
  );
};
