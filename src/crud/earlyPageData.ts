/**
 * A declared page's first data, requested while its page's code is still
 * loading: a plain list's first page of rows and its search form's reference
 * choices; an edit page's record, its reference selects' choices and, once
 * the record is in, their current records (taken from the choices when they
 * hold them). A rich text editor's chunk is not asked for: the form shows the
 * text without it (LazyRichTextInput). The page's own getList, getOne or
 * getMany, asking the same a moment later, takes the request already under
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
import type { Identifier } from 'react-admin';
import type { FieldSpec, Resource } from '../../resources/framework';
import { tabsOf } from '../../resources/framework/tabs';
import { resources } from '../../resources';
import { getUserState } from '../../authProvider/session';
import { canAccessIn } from '../../authProvider/permissions';
import { requestListEarly, requestManyEarly, requestRecordEarly } from '../../dataProvider/earlyAnswers';
import { queryList, queryMany, queryOne } from '../../dataProvider';
import type { ResourcePageKind } from './registry';
import { DEFAULT_SORT, initialListParams, listStoreKey, type StoredListParams } from './list/listParams';
import { referenceChoicesParams } from './referenceChoices';
import { editedId } from './form/editedId';

const referenceFields = (resource: Resource, shown: (field: FieldSpec) => boolean) =>
  resource.fields.filter((field) => field.kind === 'ref' && field.reference && shown(field));

const requestChoicesEarly = (field: FieldSpec) => {
  const choices = referenceChoicesParams(field);
  return requestListEarly(field.reference!, choices, () => queryList(field.reference!, choices));
};

/** A select's current record: found in its choices when they hold it (no request), else asked for. */
const currentRecord = async (field: FieldSpec, value: Identifier, choices: ReturnType<typeof requestChoicesEarly>) => {
  const found = (await choices.catch(() => undefined))?.data.find((choice) => String(choice.id) === String(value));
  return found ? [found] : queryMany(field.reference!, [value]);
};

const startList = (resource: Resource, search: string, stored: StoredListParams | undefined) => {
  // A list of tabs or of a scoped part asks with its tab's or part's filter: left to the page.
  if (resource.scope || tabsOf(resource, resources).length > 1) return;
  if (!canAccessIn(getUserState().menuList, resource.name, 'list')) return;
  const initial = initialListParams(search, resource.sort ?? DEFAULT_SORT, stored);
  const params = { pagination: { page: initial.page, perPage: initial.perPage }, sort: { field: initial.sort, order: initial.order }, filter: initial.filter };
  requestListEarly(resource.name, params, () => queryList(resource.name, params));
  // The search form's selects of reference fields ask for their choices as the list mounts: asked here with the rows.
  referenceFields(resource, (field) => field.search === true).forEach(requestChoicesEarly);
};

const startEdit = (resource: Resource, search: string) => {
  const id = editedId(new URLSearchParams(search));
  if (!canAccessIn(getUserState().menuList, resource.name, id === null ? 'create' : 'edit')) return;
  // The form's reference selects ask for their choices, and for the record's current one, as the form mounts.
  const references = referenceFields(resource, (field) => !field.formHidden).map((field) => ({ field, choices: requestChoicesEarly(field) }));
  if (id === null) return;
  void requestRecordEarly(resource.name, id, () => queryOne(resource.name, id))
    .then((loaded) => {
      for (const { field, choices } of references) {
        const value = loaded[field.name] as Identifier | null | undefined;
        if (value !== null && value !== undefined && value !== '') void requestManyEarly(field.reference!, [value], () => currentRecord(field, value, choices));
      }
    })
    .catch(() => undefined);
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
