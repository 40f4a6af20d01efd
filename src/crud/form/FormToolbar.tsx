/** 保存 and 取消 under the form; 取消 goes back to the module's list. */
import Button from '@mui/material/Button';
import { SaveButton, Toolbar, useSaveContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

export const FormToolbar = ({ listPath }: { listPath: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { isSubmitting } = useFormState();
  const saving = useSaveContext()?.saving ?? false;
  return (
    <Toolbar sx={{ gap: 1.5, bgcolor: 'transparent', px: '0 !important' }}>
      {/* Enabled on an untouched form too (saving it shows what is missing); disabled while saving. */}
      <SaveButton label="form.save" alwaysEnable={!isSubmitting && !saving} />
      <Button variant="outlined" onClick={() => navigate(listPath)}>
        {translate('form.cancel')}
      </Button>
    </Toolbar>
  );
};
