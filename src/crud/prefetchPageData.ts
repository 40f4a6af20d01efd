/**
 * A declared page's first data, asked for while its page's code may still be
 * loading, in react-query's own cache under the keys react-admin's
 * controllers use: a plain list's first page of rows and its search form's
 * reference choices; an edit page's record, its reference selects' choices
 * and, once both are in, each select's current record taken from its choices
 * when they hold it (no detail call). A record react-admin cached from a list
 * lacks the bodies lists leave out (listOmittedFields): the detail replaces
 * it. The page's useGetList, useGetOne and
 * useGetMany then find the answer there, or the request under way; the
 * console's QueryClient keeps answers fresh for a few seconds
 * (src/queryClient.ts), so a controller that mounts a moment later does not
 * ask again.
 *
 * Started when the route opens (usePrefetchPageData in ResourcePage), in a
 * layout effect: before the page's own queries start (passive effects) when
 * both mount in one commit.
 */
import { useLayoutEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDataProvider, useStoreContext, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { listOmittedFields, type FieldSpec, type Resource } from '../../resources/framework';
import { tabsOf } from '../../resources/framework/tabs';
import { resources } from '../../resources';
import { getUserState } from '../../dataProvider/session';
import { canAccessIn } from '../../authProvider/permissions';
import type { ResourcePageKind } from './registry';
import { listStoreKey, type StoredListParams } from './list/listParams';
import { initialListParams } from './list/listAddress';
import { declaredListAddress } from './list/declaredFilters';
import { referenceChoicesParams } from './referenceChoices';
import { editedId } from './form/editedId';

type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;
type ListAnswer = Awaited<ReturnType<DataProvider['getList']>>;

/** react-admin's query keys (ra-core's useGetList, useGetOne, useGetManyAggregate), without meta. */
const listKey = (resource: string, params: ListParams) => [resource, 'getList', { ...params, meta: undefined }];
const oneKey = (resource: string, id: Identifier) => [resource, 'getOne', { id: String(id), meta: undefined }];
const manyKey = (resource: string, ids: Identifier[]) => [resource, 'getMany', { ids: ids.map(String), meta: undefined }];

const fetchList = (client: QueryClient, dataProvider: DataProvider, resource: string, params: ListParams) =>
  client.ensureQueryData<ListAnswer>({
    queryKey: listKey(resource, params),
    queryFn: () => dataProvider.getList(resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });

const referenceFields = (resource: Resource, shown: (field: FieldSpec) => boolean) => resource.fields.filter((field) => field.kind === 'ref' && field.reference && shown(field));

const startList = (client: QueryClient, dataProvider: DataProvider, resource: Resource, search: string, stored: StoredListParams | undefined) => {
  // A list of tabs or of a scoped part asks with its tab's or part's filter: left to the page.
  if (resource.scope || tabsOf(resource, resources).length > 1) return;
  if (!canAccessIn(getUserState().menuList, resource.menuId, 'list')) return;
  const initial = initialListParams(search, declaredListAddress(resource), stored);
  void fetchList(client, dataProvider, resource.name, {
    pagination: { page: initial.page, perPage: initial.perPage },
    sort: { field: initial.sort, order: initial.order },
    filter: initial.filter,
  }).catch(() => undefined);
  // The search form's selects of reference fields ask for their choices as the list mounts: asked here with the rows.
  for (const field of referenceFields(resource, (candidate) => candidate.search === true)) {
    void fetchList(client, dataProvider, field.reference!, referenceChoicesParams(field)).catch(() => undefined);
  }
};

const startEdit = async (client: QueryClient, dataProvider: DataProvider, resource: Resource, search: string) => {
  const id = editedId(new URLSearchParams(search));
  if (!canAccessIn(getUserState().menuList, resource.menuId, id === null ? 'create' : 'edit')) return;
  // The form's reference selects ask for their choices, and for the record's current one, as the form mounts.
  const references = referenceFields(resource, (field) => !field.formHidden).map((field) => ({
    field,
    choices: fetchList(client, dataProvider, field.reference!, referenceChoicesParams(field)),
  }));
  references.forEach(({ choices }) => void choices.catch(() => undefined));
  if (id === null) return;
  const query = { queryKey: oneKey(resource.name, id), queryFn: () => dataProvider.getOne(resource.name, { id }).then(({ data }) => data) };
  // A record react-admin put in the cache from a list lacks the list's omitted bodies: the form needs the detail.
  const cached = client.getQueryData<RaRecord>(query.queryKey);
  const partial = !!cached && listOmittedFields(resource.fields).some((name) => !(name in cached));
  const record = await (partial ? client.fetchQuery<RaRecord>({ ...query, staleTime: 0 }) : client.ensureQueryData<RaRecord>(query));
  for (const { field, choices } of references) {
    const value = record[field.name] as Identifier | null | undefined;
    if (value === null || value === undefined || value === '') continue;
    const found = (await choices).data.find((choice) => String(choice.id) === String(value));
    // The choices hold the current record: the select's useGetMany finds it in the cache and asks nothing.
    if (found && client.getQueryData(manyKey(field.reference!, [value])) === undefined) client.setQueryData(manyKey(field.reference!, [value]), [found]);
  }
};

/** On opening a declared page's route; later changes are the page's own requests. */
export const usePrefetchPageData = (resource: Resource, kind: ResourcePageKind) => {
  const client = useQueryClient();
  const dataProvider = useDataProvider();
  const store = useStoreContext();
  const { search } = useLocation();
  useLayoutEffect(() => {
    if (kind === 'list') startList(client, dataProvider, resource, search, store.getItem<StoredListParams>(listStoreKey(resource.name)));
    else void startEdit(client, dataProvider, resource, search).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per route opened: the page's own controllers follow what changes after
  }, [resource, kind]);
};
