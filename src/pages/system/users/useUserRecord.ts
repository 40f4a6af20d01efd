/**
 * The record of the user edit page. The contract has no detail call: the row
 * react-admin keeps of the user list (useGetOne's cache, which the list fills
 * and a save updates), else the row passed in the history state by 编辑
 * (kept across a reload), else the user list read page by page (a link
 * opened in a new tab).
 */
import { useGetOne } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { USER_RESOURCE } from '../../../../resources/bespoke';
import type { UserRecord } from '../../../../resources/calls/users';
import { useFoundInList } from './useFoundInList';

const fromHistory = (state: unknown, id: string): UserRecord | undefined => {
  const record = (state as { record?: UserRecord } | null)?.record;
  return record && String(record.id) === id ? record : undefined;
};

export const useUserRecord = (id: string) => {
  // Read from the cache only: resource systemUser has no detail call for getOne to make (see useFoundInList).
  const kept = useGetOne<UserRecord>(USER_RESOURCE, { id: Number(id) }, { enabled: false });
  const known = kept.data ?? fromHistory(useLocation().state, id);
  const found = useFoundInList<UserRecord>(USER_RESOURCE, id, { enabled: !known });
  return known ? { data: known, isPending: false, error: null } : found;
};
