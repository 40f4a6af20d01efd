/**
 * The one page kind for a single versioned record (resources/framework/singleRecord.ts):
 * react-admin's EditBase reads it with useGetOne and saves it with useUpdate
 * (pessimistic: the answer, with its new version, replaces the cached record),
 * the declaration's `read` checks the form with the server's rules and
 * messages, and a refused save puts the server's messages under the fields.
 * Reading needs the menu's `detail` unit (the route's guard); without its
 * `modify` unit the form is read-only. `children` renders the record's inputs.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { EditBase, Form, SaveButton, useEditContext, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { SingleRecordDeclaration } from '../../../resources/framework/singleRecord';
import type { SingleRecordMeta } from '../../../dataProvider';
import { useCan } from '../../../authProvider/useCan';
import { formatDatetime } from '../list/cellValue';
import { FormLoading } from '../form/FormLoading';
import { recordErrors } from './recordErrors';

interface Props {
  declaration: SingleRecordDeclaration;
  /** The owner's id; a record without an owner has none. */
  ownerId?: number;
  /** The section's title: an i18n key, or the title of the loaded record (undefined while it loads). */
  title: string | ((record: RaRecord | undefined) => string);
  /** i18n key of the hint under the title. */
  hint?: string;
  /** i18n key of the save button (保存 by default). */
  saveLabel?: string;
  /** Where 返回列表 leads when the record cannot be loaded. */
  listPath?: string;
  children: (editable: boolean) => ReactNode;
}

const metaOf = ({ calls, owner }: SingleRecordDeclaration): SingleRecordMeta => ({ singleRecord: { ...calls, param: owner?.param } });

/** react-admin needs a non-empty id: a record without an owner is cached under this one. */
const NO_OWNER = 'single';

export const SingleRecordForm = ({ declaration, ownerId, title, hint, saveLabel, listPath, children }: Props) => {
  const notify = useNotify();
  const can = useCan(String(declaration.menuId));
  const meta = metaOf(declaration);
  // Without the menu's detail unit the record is not asked for, and nothing shows.
  if (can.isPending || !can.show) return null;
  return (
    <EditBase
      resource={declaration.name}
      id={ownerId ?? NO_OWNER}
      mutationMode="pessimistic"
      redirect={false}
      // A record that cannot be loaded stays on its page with 重试 (react-admin would leave for the resource's list, which has no route).
      redirectOnError={false}
      // The route's guard checks the menu; reading needs only its detail unit, which react-admin's edit check would not allow.
      disableAuthentication
      queryOptions={{ meta, retry: false }}
      mutationOptions={{ meta, onSuccess: () => notify('form.single.saved', { type: 'success' }) }}
      // Only the record's own values (normalised as the server will) and the version read are sent.
      transform={(data) => ({ ...declaration.read(data).values, version: data.version })}
    >
      <SingleRecordBody declaration={declaration} editable={can.edit} title={title} hint={hint} saveLabel={saveLabel} listPath={listPath}>
        {children}
      </SingleRecordBody>
    </EditBase>
  );
};

const SingleRecordBody = ({ declaration, editable, title, hint, saveLabel = 'form.save', listPath, children }: Omit<Props, 'ownerId'> & { editable: boolean }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { record, isPending, error, refetch } = useEditContext();
  const validate = (values: Record<string, unknown>) => recordErrors(declaration, declaration.read(values).problems);
  const heading = typeof title === 'function' ? title(record) : translate(title);
  const section = (content: ReactNode) => (
    <Paper variant="outlined" role="region" aria-label={heading} sx={{ px: 3, py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="subtitle1" fontWeight={600} component="h2">
          {heading}
        </Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {translate(hint)}
          </Typography>
        )}
      </Box>
      {content}
    </Paper>
  );
  if (isPending) return section(<FormLoading />);
  if (error || !record) {
    const reason = error instanceof Error && error.message ? error.message : 'form.loadFailed';
    return section(
      <Alert
        severity="error"
        action={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('form.single.retry')}
            </Button>
            {listPath && (
              <Button color="inherit" size="small" onClick={() => navigate(listPath)}>
                {translate('form.backToList')}
              </Button>
            )}
          </Box>
        }
      >
        {translate(reason, { _: reason })}
      </Alert>,
    );
  }
  return section(
    <Form record={record} validate={validate} noValidate>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {!editable && <Alert severity="info">{translate('form.single.readOnly')}</Alert>}
        {children(editable)}
        <SavedLine record={record} />
        {editable && (
          <Box>
            <SaveButton label={saveLabel} alwaysEnable />
          </Box>
        )}
      </Box>
    </Form>,
  );
};

const SavedLine = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {record.saved && record.updatedAt ? translate('form.single.lastSaved', { time: formatDatetime(record.updatedAt) }) : translate('form.single.neverSaved')}
    </Typography>
  );
};
