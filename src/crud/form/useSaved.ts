/** After a save: the form's draft is dropped, the success message (创建成功 / 编辑成功), then back to the module's list. */
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { discardDraft } from '../../drafts/DraftKeeper';

export const useSaved = (message: 'form.created' | 'form.updated', listPath: string, draft?: { resource: string; id?: string | number | null }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  return () => {
    if (draft) discardDraft(draft.resource, draft.id);
    notify(message, { type: 'success' });
    navigate(listPath);
  };
};
