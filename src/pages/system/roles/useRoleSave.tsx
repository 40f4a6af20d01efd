/**
 * Saving a role (spec section 5): GET role/checkRole with the chosen menus
 * and, when they contain the institution-name review, a confirmation; on
 * edit role/modifyCheckRole and, when menus would be removed, a second
 * confirmation; then role/addRole or role/modifyRole (with the version).
 * A refusal is shown by the request wrapper; field errors come back to the form.
 */
import { useState } from 'react';
import { ApiError } from '../../../../dataProvider/http';
import { addRole, checkRole, modifyCheckRole, modifyRole, type RoleInfo, type RoleInput } from './api';
import { useConfirm } from '../../../crud/useConfirm';
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
  const [saving, setSaving] = useState(false);

  const save = async (input: RoleInput): Promise<SaveOutcome> => {
    setSaving(true);
    try {
      const check = await checkRole(input.permissions.map((permission) => permission.menuId));
      if (check?.containsExamine && !(await ask('system.roles.confirm.examine'))) return { saved: false };
      if (role) {
        const removed = await modifyCheckRole(role.id, input.permissions);
        if (removed.length > 0) {
          const menus = removed.map((menu) => menu.menuName).join('、');
          if (!(await ask('system.roles.confirm.removedMenus', { menus }))) return { saved: false };
        }
        await modifyRole(role.id, role.version, input);
      } else {
        await addRole(input);
      }
      return { saved: true };
    } catch (error) {
      // The request wrapper has already shown the reason.
      return { saved: false, errors: fieldErrorsOf(error) };
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, dialog };
};
