/**
 * The record of the user edit page: react-admin's getOne of resource
 * systemUser, which the list's rows already fill; without them (a direct
 * link) the dataProvider reads the user list filtered by id (the contract has
 * no detail call, its contract's `byListId`).
 */
import { useGetOne } from 'react-admin';
import { USER_RESOURCE } from '../contract/calls';
import type { UserRecord } from '../contract/calls';
import { isNotFound } from '../../../dataProvider/errors';

/** A user that is not there is no record and no error: the page says 未找到该用户. */
export const useUserRecord = (id: string) => {
  const { data, isPending, error } = useGetOne<UserRecord>(USER_RESOURCE, { id: Number(id) }, { retry: false });
  return { data, isPending, error: isNotFound(error) ? null : error };
};
