/** The role form's checks; messages are i18n keys under system.roles.validation (with `max` where they need it). */
export const CODE_PATTERN = /^[A-Za-z0-9_]+$/;
/** Column lengths of sys_role. */
export const LIMITS = { code: 64, name: 64, remark: 255 } as const;

export interface RoleValues {
  code: string;
  name: string;
  remark: string;
}

export type RoleField = keyof RoleValues | 'permissions';
export type RoleErrors = Partial<Record<RoleField, string>>;

const KEY = 'system.roles.validation.';

export const validateRole = (values: RoleValues, menuCount: number, creating: boolean): RoleErrors => {
  const errors: RoleErrors = {};
  const code = values.code.trim();
  const name = values.name.trim();
  if (creating) {
    if (!code) errors.code = `${KEY}codeRequired`;
    else if (!CODE_PATTERN.test(code)) errors.code = `${KEY}codePattern`;
    else if (code.length > LIMITS.code) errors.code = `${KEY}codeTooLong`;
  }
  if (!name) errors.name = `${KEY}nameRequired`;
  else if (name.length > LIMITS.name) errors.name = `${KEY}nameTooLong`;
  if (values.remark.trim().length > LIMITS.remark) errors.remark = `${KEY}remarkTooLong`;
  if (menuCount === 0) errors.permissions = `${KEY}permissionsRequired`;
  return errors;
};

export const hasErrors = (errors: RoleErrors) => Object.values(errors).some(Boolean);
