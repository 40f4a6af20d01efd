/**
 * The frame of the app user's edit and authorize pages: waits for the
 * permissions, refuses without 'modify' or 'detail', refuses an id that is
 * not a number, else renders the page for that id ('detail' alone: read-only).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '../../../authProvider/useCan';
import { FormLoading } from '../../../src/crud/form/FormLoading';
import { LoadFailed } from '../../../src/crud/form/LoadFailed';
import { NoPermission } from '../../../src/crud/form/NoPermission';
import { APP_USER_RESOURCE } from '../contract/calls';
import { APP_USER_LIST_PATH } from './paths';

interface AppUserPageGateProps {
  testId: string;
  children: (id: string, readOnly: boolean) => ReactNode;
}

export const AppUserPageGate = ({ testId, children }: AppUserPageGateProps) => {
  const [query] = useSearchParams();
  const id = query.get('id')?.trim() ?? '';
  const can = useCan(APP_USER_RESOURCE);
  let content: ReactNode;
  if (can.isPending) content = <FormLoading />;
  else if (!can.edit && !can.show) content = <NoPermission listPath={APP_USER_LIST_PATH} />;
  else if (!/^\d+$/.test(id)) content = <LoadFailed error="system.appUsers.edit.notFound" listPath={APP_USER_LIST_PATH} />;
  else content = children(id, !can.edit);
  return (
    <Box sx={{ p: 2 }} data-testid={testId}>
      {content}
    </Box>
  );
};
