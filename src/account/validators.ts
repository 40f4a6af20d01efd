/** Field rules of spec section 5. Each returns an i18n key of the failure, or undefined. */
import { isPhone, isStrongPassword } from '../../resources/framework/password';

export type FieldRule<F extends string> = (value: string, values: Record<F, string>) => string | undefined;

type MessageName = 'oldRequired' | 'newRequired' | 'confirmRequired' | 'confirmMismatch' | 'initialRequired' | 'initialConfirmRequired' | 'initialMismatch' | 'codeRequired';

const key = (name: MessageName | 'rule' | 'phoneRequired' | 'phoneInvalid') => `account.validation.${name}`;

export const PHONE_INVALID = key('phoneInvalid');

export const requiredRule =
  (name: MessageName) =>
  (value: string): string | undefined =>
    value.trim() ? undefined : key(name);

export const passwordRule =
  (requiredName: MessageName) =>
  (value: string): string | undefined => {
    if (!value) return key(requiredName);
    return isStrongPassword(value) ? undefined : key('rule');
  };

/** Required, equal to `other`, and itself a strong password. */
export const confirmRule =
  <F extends string>(requiredName: MessageName, other: F, mismatchName: MessageName): FieldRule<F> =>
  (value, values) => {
    if (!value) return key(requiredName);
    if (value !== values[other]) return key(mismatchName);
    return isStrongPassword(value) ? undefined : key('rule');
  };

export const phoneRule = (value: string): string | undefined => {
  if (!value) return key('phoneRequired');
  return isPhone(value) ? undefined : PHONE_INVALID;
};
