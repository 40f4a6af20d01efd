/** After a save: the success message (创建成功 / 编辑成功), then back to the module's list. */
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';

export const useSaved = (message: 'form.created' | 'form.updated', listPath: string) => {
  const notify = useNotify();
  const navigate = useNavigate();
  return () => {
    notify(message, { type: 'success' });
    navigate(listPath);
  };
};
