/**
 * The button area: 新增 (the edit route without an id, keeping the part a
 * scoped list shows; only with the 'create' unit, never on a read-only module), 导出 when the
 * module declares an export (ExportButton), and the declared links such as 分类管理.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { scopedEditPath, type Resource } from '../../../resources/framework';
import { useCan } from '../../../authProvider/useCan';
import { useScopeValue } from '../useScope';
import { ExportButton } from './ExportButton';
import { preloadEditPage } from '../form/loadEditPage';
import { CreateButton } from './CreateButton';

export const ListButtons = ({ declaration }: { declaration: Resource }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const can = useCan(declaration.name);
  const scopeValue = useScopeValue();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {can.create && !declaration.readOnly && <CreateButton to={scopedEditPath(declaration, { value: scopeValue })} onIntent={preloadEditPage} />}
      {declaration.export && <ExportButton declaration={declaration} />}
      {(declaration.links ?? []).map((link) => (
        <Button key={link.to} variant="outlined" onClick={() => navigate(link.to)}>
          {translate(link.label, { _: link.label })}
        </Button>
      ))}
    </Box>
  );
};
