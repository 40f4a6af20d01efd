/**
 * The 操作 cell: 编辑 opens the edit route with the record's id (the edit
 * page of the record's part when it has one of its own); 删除 asks
 * for confirmation naming the record, deletes, shows 删除成功 and reloads with
 * the saved search form (the previous page when the row was the page's
 * last). A refusal shows the server's text and changes nothing. Each button
 * needs its data unit ('edit', 'delete'); a read-only module has no 编辑,
 * a module whose contract has no delete call (`deletable: false`) no 删除.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Confirm, useDataProvider, useListContext, useNotify, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { scopedEditPath } from '../../../resources/framework';
import { useResourceDeclaration } from '../ResourceContext';
import { useCan } from '../../../authProvider/useCan';
import { useScopeValue } from '../useScope';
import { RowCallButton } from './RowCallButton';

export const RowActions = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider();
  const { refetch, data, page, setPage } = useListContext();
  const declaration = useResourceDeclaration();
  const { recordName, scope } = declaration;
  const scopeValue = useScopeValue();
  const can = useCan(resource);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = record[recordName];
  const hasName = name !== undefined && name !== null && String(name).trim() !== '';

  const onConfirm = async () => {
    setDeleting(true);
    try {
      await dataProvider.delete(resource, { id: record.id, previousData: record });
      setOpen(false);
      notify('crud.deleted', { type: 'success' });
      // The last row of a page beyond the first: show the previous page (the URL follows the list).
      if (page > 1 && data?.length === 1) setPage(page - 1);
      else await refetch();
    } catch (error) {
      setOpen(false);
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {can.edit && !declaration.readOnly && (
        <Button variant="text" onClick={() => navigate(scopedEditPath(declaration, { id: record.id, recordValue: scope ? record[scope.field] : undefined, value: scopeValue }))}>
          {translate('crud.edit')}
        </Button>
      )}
      {declaration.rowCalls?.map((rowCall) => <RowCallButton key={rowCall.call} record={record} rowCall={rowCall} />)}
      {can.delete && declaration.deletable !== false && (
        <Button variant="text" color="error" onClick={() => setOpen(true)}>
          {translate('crud.delete')}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={deleting}
        title="crud.confirmDeleteTitle"
        content={hasName ? 'crud.confirmDelete' : 'crud.confirmDeleteRecord'}
        contentTranslateOptions={{ name: hasName ? String(name) : '' }}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
};
