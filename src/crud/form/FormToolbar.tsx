/**
 * 保存 and 取消 under the form; 取消 goes back to the module's list. MUI's
 * Toolbar, not react-admin's, which imports its default delete buttons (with a
 * tooltip, Popper and a dialog) even when given its children.
 */
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { SaveButton, useSaveContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

export const FormToolbar = ({ listPath }: { listPath: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { isSubmitting } = useFormState();
  const saving = useSaveContext()?.saving ?? false;
  return (
    <Toolbar role="toolbar" disableGutters sx={{ gap: 1.5, mt: 2 }}>
      {/* Enabled on an untouched form too (saving it shows what is missing); disabled while saving. */}
      <SaveButton label="form.save" alwaysEnable={!isSubmitting && !saving} />
      <Button variant="outlined" onClick={() => navigate(listPath)}>
        {translate('form.cancel')}
      </Button>
    </Toolbar>
  );
};
