/**
 * The record of the user edit page. The contract has no detail call: the
 * user list's cached pages, else the row passed in the history state by 编辑,
 * else user/queryUserList read page by page until the id shows up (a link
 * opened in a new tab, or a row no longer on the cached pages).
 */
import { useLocation } from 'react-router-dom';
import { useListRowRecord } from '../../../crud/useListRowRecord';
import { findUser, USER_RESOURCE, type UserRecord } from './api';

const fromHistory = (state: unknown, id: string): UserRecord | undefined => {
  const record = (state as { record?: UserRecord } | null)?.record;
  return record && String(record.id) === id ? record : undefined;
};

export const useUserRecord = (id: string) =>
  useListRowRecord<UserRecord>(USER_RESOURCE, id, () => findUser(id), { initial: fromHistory(useLocation().state, id) });
