/** Rules of the user form (spec section 5); each failure is an i18n key. */
import { maxLength, required, type Validator } from 'react-admin';
import { isPhone, isStrongPassword } from '../../../resources/framework/password';

const key = (name: string) => `system.users.validation.${name}`;
const TOO_LONG = 'system.common.tooLong';
const NAME_MAX = 64;

const noSpaces: Validator = (value) => (typeof value === 'string' && /\s/.test(value.trim()) ? key('loginNameSpaces') : undefined);

const phone: Validator = (value) => (value && !isPhone(String(value).trim()) ? key('phoneInvalid') : undefined);

const strong: Validator = (value) => (value && !isStrongPassword(String(value)) ? key('rule') : undefined);

const sameAsInitial: Validator = (value, values) => (value && value !== values?.initialPwd ? key('initialMismatch') : undefined);

export const userRules = {
  loginName: [required(key('loginNameRequired')), maxLength(NAME_MAX, TOO_LONG), noSpaces],
  cnName: [required(key('cnNameRequired')), maxLength(NAME_MAX, TOO_LONG)],
  phone: [required(key('phoneRequired')), phone],
  roleCode: [required(key('roleRequired'))],
  postCode: [required(key('postRequired'))],
  initialPwd: [required(key('initialRequired')), strong],
  // Mismatch first: it says more than the rule when the first password is right.
  confirmInitialPwd: [required(key('initialConfirmRequired')), sameAsInitial, strong],
};
