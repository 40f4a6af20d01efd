/**
 * The 操作 cell: 编辑 opens the edit route with the record's id (the edit
 * page of the record's part when it has one of its own); 删除 asks
 * for confirmation naming the record, deletes, shows 删除成功 and reloads with
 * the saved search form (the previous page when the row was the page's
 * last). A refusal shows the server's text and changes nothing. Each button
 * needs its data unit ('edit', 'delete'); a read-only module has no 编辑,
 * a module whose contract has no delete call (`deletable: false`) no 删除.
 * The data units and the confirmation dialog are the table's (RowActionHost).
 */
import Button from '@mui/material/Button';
import { useDataProvider, useListContext, useNotify, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { scopedEditPath } from '../../../resources/framework';
import { useResourceDeclaration } from '../ResourceContext';
import { useScopeValue } from '../useScope';
import { RowCallButton } from './RowCallButton';
import { RowActionHost, useHasRowActionHost, useRowActionHost } from './RowActionHost';
import { preloadEditPage } from '../form/loadEditPage';

const cellStyle = { display: 'inline-flex', gap: 4, whiteSpace: 'nowrap' } as const;

const RowActionButtons = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider();
  const { refetch, data, page, setPage } = useListContext();
  const declaration = useResourceDeclaration();
  const { recordName, scope } = declaration;
  const scopeValue = useScopeValue();
  const { can, confirm } = useRowActionHost();
  const name = record[recordName];
  const hasName = name !== undefined && name !== null && String(name).trim() !== '';

  const remove = async () => {
    try {
      await dataProvider.delete(resource, { id: record.id, previousData: record });
      notify('crud.deleted', { type: 'success' });
      // The last row of a page beyond the first: show the previous page (the URL follows the list).
      if (page > 1 && data?.length === 1) setPage(page - 1);
      else void refetch();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };

  const askRemove = () =>
    confirm({
      title: 'crud.confirmDeleteTitle',
      content: hasName ? 'crud.confirmDelete' : 'crud.confirmDeleteRecord',
      contentTranslateOptions: { name: hasName ? String(name) : '' },
      onConfirm: remove,
    });

  return (
    <span style={cellStyle}>
      {can.edit && !declaration.readOnly && (
        <Button
          variant="text"
          onPointerEnter={preloadEditPage}
          onFocus={preloadEditPage}
          onClick={() => navigate(scopedEditPath(declaration, { id: record.id, recordValue: scope ? record[scope.field] : undefined, value: scopeValue }))}
        >
          {translate('crud.edit')}
        </Button>
      )}
      {declaration.rowCalls?.map((rowCall) => (
        <RowCallButton key={rowCall.call} record={record} rowCall={rowCall} />
      ))}
      {can.delete && declaration.deletable !== false && (
        <Button variant="text" color="error" onClick={askRemove}>
          {translate('crud.delete')}
        </Button>
      )}
    </span>
  );
};

/** The cell; a table that does not host the row actions (a page's own) gets a host for the row. */
export const RowActions = ({ record }: { record: RaRecord }) => {
  const hosted = useHasRowActionHost();
  if (hosted) return <RowActionButtons record={record} />;
  return (
    <RowActionHost>
      <RowActionButtons record={record} />
    </RowActionHost>
  );
};
