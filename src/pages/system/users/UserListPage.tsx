/**
 * 系统用户 (/system/userManage, menu 2): the search box, 新增, the user table
 * and the pagination of the generic list. The list runs on react-admin's
 * ListBase (resource `systemUser` -> user/queryUserList); its search form and
 * page are kept in the persisted user state and the page in `pageNum`.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import AddIcon from '@mui/icons-material/Add';
import { ListBase, useListContext, useStoreContext, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { getUserState } from '../../../../authProvider/session';
import { useCan } from '../../../../authProvider/useCan';
import { LAYOUT } from '../../../theme';
import { PAGE_SIZE, pageFromSearch } from '../../../crud/list/listParams';
import { computeTableMaxHeight } from '../../../crud/list/tableMaxHeight';
import { useElementHeight } from '../../../crud/list/useElementHeight';
import { usePageInUrl } from '../../../crud/list/usePageInUrl';
import { ListPagination } from '../../../crud/list/ListPagination';
import { USER_EDIT_PATH, USER_RESOURCE } from './api';
import { initialUserParams, USER_STORE_KEY, useSaveSearchForm } from './userListParams';
import { UserSearchForm } from './UserSearchForm';
import { UserTable } from './UserTable';

/** The title bar (48) and the main area's padding (2 × 16) above and below the card. */
const CARD_OFFSET = LAYOUT.headerHeight + 48 + 32;
const SORT = { field: 'id', order: 'DESC' } as const;

const UserListCard = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const can = useCan(USER_RESOURCE);
  const { page } = useListContext();
  const { goToPage, writePage } = usePageInUrl();
  const [cardRef, cardHeight] = useElementHeight<HTMLDivElement>();
  const [searchRef, searchHeight] = useElementHeight<HTMLDivElement>();
  const [buttonsRef, buttonsHeight] = useElementHeight<HTMLDivElement>();
  useSaveSearchForm();

  // A page restored from the user state goes to the URL too.
  useEffect(() => {
    if (pageFromSearch(location.search) !== page) writePage(page);
    // Once, on arrival; later changes are followed by usePageInUrl.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Paper
      ref={cardRef}
      variant="outlined"
      sx={{ height: `calc(100vh - ${CARD_OFFSET}px)`, minHeight: 360, overflow: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box ref={searchRef}>
        <UserSearchForm writePage={writePage} />
      </Box>
      <Box ref={buttonsRef} sx={{ display: 'flex', gap: 1.5, minHeight: 1 }}>
        {can.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(USER_EDIT_PATH)}>
            {translate('system.users.actions.create')}
          </Button>
        )}
      </Box>
      <UserTable can={can} maxHeight={computeTableMaxHeight({ cardHeight, searchHeight, buttonsHeight })} />
      <ListPagination onPageChange={goToPage} />
    </Paper>
  );
};

const UserListPage = () => {
  const location = useLocation();
  const store = useStoreContext();
  // The list controller reads its stored params once, when it mounts: put the saved search form there first.
  const [seeded, setSeeded] = useState(false);
  useLayoutEffect(() => {
    store.setItem(USER_STORE_KEY, initialUserParams(location.search, getUserState().searchForm));
    setSeeded(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  if (!seeded) return null;
  return (
    <ListBase resource={USER_RESOURCE} perPage={PAGE_SIZE} sort={SORT} storeKey={USER_STORE_KEY} disableSyncWithLocation>
      <UserListCard />
    </ListBase>
  );
};

export default UserListPage;
