/**
 * A declared page's first data, requested while its page's code is still
 * loading: a plain list's first page of rows, or an edit page's record and,
 * when the form holds rich text, the editor's chunk. The page's own getList
 * or getOne, asking the same a moment later, takes the request already under
 * way (dataProvider/earlyAnswers.ts).
 *
 * Started when a route opens (useEarlyPageData, in ResourcePage). Starting it
 * earlier on a cold load, in the router's first loader, was measured and
 * dropped: the rows and the record were not what the page waited for
 * (docs/performance.md).
 */
import { useLayoutEffect } from 'react';
import { useStoreContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Resource } from '../../resources/framework';
import { tabsOf } from '../../resources/framework/tabs';
import { resources } from '../../resources';
import { getUserState } from '../../authProvider/session';
import { canAccessIn } from '../../authProvider/permissions';
import { requestListEarly, requestRecordEarly } from '../../dataProvider/earlyAnswers';
import { queryList, queryOne } from '../../dataProvider';
import type { ResourcePageKind } from './registry';
import { DEFAULT_SORT, initialListParams, listStoreKey, type StoredListParams } from './list/listParams';
import { editedId } from './form/editedId';
import { loadRichTextEditor } from './form/richTextEditorModule';

const startList = (resource: Resource, search: string, stored: StoredListParams | undefined) => {
  // A list of tabs or of a scoped part asks with its tab's or part's filter: left to the page.
  if (resource.scope || tabsOf(resource, resources).length > 1) return;
  if (!canAccessIn(getUserState().menuList, resource.name, 'list')) return;
  const initial = initialListParams(search, resource.sort ?? DEFAULT_SORT, stored);
  const params = { pagination: { page: initial.page, perPage: initial.perPage }, sort: { field: initial.sort, order: initial.order }, filter: initial.filter };
  requestListEarly(resource.name, params, () => queryList(resource.name, params));
};

const startEdit = (resource: Resource, search: string) => {
  const id = editedId(new URLSearchParams(search));
  if (!canAccessIn(getUserState().menuList, resource.name, id === null ? 'create' : 'edit')) return;
  if (id !== null) requestRecordEarly(resource.name, id, () => queryOne(resource.name, id));
  if (resource.fields.some((field) => field.kind === 'richText' && !field.formHidden)) void loadRichTextEditor().catch(() => undefined);
};

const startPageData = (resource: Resource, kind: ResourcePageKind, search: string, stored?: StoredListParams) =>
  kind === 'list' ? startList(resource, search, stored) : startEdit(resource, search);

/**
 * On opening a declared page's route; later changes are the page's own requests. A layout effect, so
 * that it runs before the page's own queries start (in passive effects) when both mount in one commit.
 */
export const useEarlyPageData = (resource: Resource, kind: ResourcePageKind) => {
  const store = useStoreContext();
  const { search } = useLocation();
  useLayoutEffect(() => {
    startPageData(resource, kind, search, kind === 'list' ? store.getItem<StoredListParams>(listStoreKey(resource.name)) : undefined);
  }, [resource, kind]);
};
