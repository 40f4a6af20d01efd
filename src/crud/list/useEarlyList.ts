/**
 * Starts a declared list's first request as soon as its route renders, while
 * the list page's chunk is still loading, with exactly the params the list
 * will ask (dataProvider/earlyList.ts hands the answer to it).
 */
import { useEffect } from 'react';
import { useStoreContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Resource } from '../../../resources/framework';
import { getUserState } from '../../../authProvider/session';
import { canAccessIn } from '../../../authProvider/permissions';
import { requestListEarly } from '../../../dataProvider/earlyList';
import { queryList } from '../../../dataProvider';
import { DEFAULT_SORT, initialListParams, listStoreKey, type StoredListParams } from './listParams';

/** `resource` is the declared list about to open, or null when the page is not a plain list (tabs, a scoped part). */
export const useEarlyList = (resource: Resource | null) => {
  const store = useStoreContext();
  const { search } = useLocation();
  useEffect(() => {
    if (!resource || resource.scope || !canAccessIn(getUserState().menuList, resource.name, 'list')) return;
    const stored = initialListParams(search, resource.sort ?? DEFAULT_SORT, store.getItem<StoredListParams>(listStoreKey(resource.name)));
    const params = { pagination: { page: stored.page, perPage: stored.perPage }, sort: { field: stored.sort, order: stored.order }, filter: stored.filter };
    requestListEarly(resource.name, params, () => queryList(resource.name, params));
    // Only on opening the route: later changes are the list's own requests.
  }, [resource]);
};
