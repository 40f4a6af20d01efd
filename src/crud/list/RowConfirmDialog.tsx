/** The list's one confirmation dialog (react-admin's Confirm), loaded on the first row action that asks. */
import { Confirm } from 'react-admin';
import type { RowConfirmRequest } from './RowActionHost';

const RowConfirmDialog = ({ request, open, loading, onConfirm, onClose }: { request: RowConfirmRequest; open: boolean; loading: boolean; onConfirm: () => void; onClose: () => void }) => (
  <Confirm isOpen={open} loading={loading} title={request.title} content={request.content} contentTranslateOptions={request.contentTranslateOptions} onConfirm={onConfirm} onClose={onClose} />
);

export default RowConfirmDialog;
