/** The two password changes of the signed-in user (spec section 7, "Password flow"), each a key then the call that spends it. */
import type { ConsoleDataProvider } from '../../dataProvider';
import type { AccountId } from '../../resources/calls/account';
import { openPasswordKey } from './passwordKey';

export interface ChangePasswordValues {
  ordLoginPwd: string;
  newLoginPwd: string;
  confirmLoginPwd: string;
  phone: string;
  messageCode: string;
}

export const changeOwnPassword = async (dataProvider: ConsoleDataProvider, id: AccountId, values: ChangePasswordValues) => {
  const key = await openPasswordKey(dataProvider);
  await dataProvider.changeOwnPassword({
    id,
    ordLoginPwd: key.hashed(values.ordLoginPwd),
    newLoginPwd: key.hashed(values.newLoginPwd),
    confirmLoginPwd: key.hashed(values.confirmLoginPwd),
    plainPwd: key.plain(values.newLoginPwd),
    rsaPublicKey: key.rsaPublicKey,
    phone: values.phone,
    messageCode: values.messageCode.trim(),
  });
};

/** The original never fetched the key for this flow (spec section 7): we do. */
export const setInitialPassword = async (dataProvider: ConsoleDataProvider, id: AccountId, initialPwd: string) => {
  const key = await openPasswordKey(dataProvider);
  await dataProvider.setInitialPassword({ id, initialPwd: key.hashed(initialPwd), plainPwd: key.plain(initialPwd), rsaPublicKey: key.rsaPublicKey });
};
