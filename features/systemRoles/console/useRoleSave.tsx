/**
 * Saving a role (spec section 5): GET role/checkRole with the chosen menus
 * and, when they contain the institution-name review, a confirmation; on
 * edit role/modifyCheckRole and, when menus would be removed, a second
 * confirmation; then the resource's create (role/addRole) or update
 * (role/modifyRole, with the version). One mutation runs the whole chain, so
 * `saving` is its pending state. A refusal is shown on the message line;
 * field errors come back to the form.
 */
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { ApiError, toApiError } from '../../../dataProvider/errors';
import { ROLE_RESOURCE } from '../contract/calls';
import type { RoleInfo, RoleInput } from '../contract/calls';
import { useConsoleData } from '../../../src/crud/useCall';
import { useConfirm } from '../../../src/crud/useConfirm';
import type { RoleErrors, RoleField } from './validateRole';

export type SaveOutcome = { saved: true } | { saved: false; errors?: RoleErrors };

const FIELDS: RoleField[] = ['code', 'name', 'remark', 'permissions'];

const fieldErrorsOf = (error: unknown): RoleErrors | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  const errors = (error.data as { errors?: Record<string, unknown> } | null)?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const known = FIELDS.filter((field) => typeof errors[field] === 'string').map((field) => [field, String(errors[field])]);
  return known.length ? Object.fromEntries(known) : undefined;
};

export const useRoleSave = (role: RoleInfo | undefined) => {
  const { ask, dialog } = useConfirm();
  const dataProvider = useConsoleData();
  const notify = useNotify();

  const mutation = useMutation({
    mutationFn: async (input: RoleInput): Promise<SaveOutcome> => {
      const { data: check } = await dataProvider.checkRole({ menuIds: input.permissions.map((permission) => permission.menuId).join(',') });
      if (check?.containsExamine && !(await ask('system.roles.confirm.examine'))) return { saved: false };
      if (role) {
        const { data: removal } = await dataProvider.modifyCheckRole({ id: role.id, permissions: input.permissions });
        const removed = removal?.removedMenus ?? [];
        if (removed.length > 0) {
          const menus = removed.map((menu) => menu.menuName).join('、');
          if (!(await ask('system.roles.confirm.removedMenus', { menus }))) return { saved: false };
        }
        const { code: _fixed, ...changes } = input;
        await dataProvider.update(ROLE_RESOURCE, { id: role.id, data: { ...changes, version: role.version }, previousData: role });
      } else {
        await dataProvider.create(ROLE_RESOURCE, { data: input });
      }
      return { saved: true };
    },
  });

  const save = (input: RoleInput): Promise<SaveOutcome> =>
    mutation.mutateAsync(input).catch((error: unknown) => {
      // Every call of the chain leaves its refusal to the caller (the CRUD methods, and the two checks are quiet).
      notify(toApiError(error).statusText, { type: 'error' });
      return { saved: false, errors: fieldErrorsOf(error) };
    });

  return { save, saving: mutation.isPending, dialog };
};
