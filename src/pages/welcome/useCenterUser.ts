/**
 * The signed-in user's own record, asked again when the console home opens
 * (GET user/getCenterUser): a name or role changed by an administrator since
 * the login shows without logging in again. A failed answer keeps what the
 * login stored (the request wrapper handles an expired session).
 */
import { useEffect } from 'react';
import { get } from '../../../dataProvider/http';
import { getUserState, setUserState, type UserInfo } from '../../../authProvider/session';

export const useCenterUser = () => {
  useEffect(() => {
    let current = true;
    get<Partial<UserInfo>>('user/getCenterUser', undefined, { silent: true })
      .then(({ data }) => {
        const { userInfo, token } = getUserState();
        if (!current || !token || !data || typeof data !== 'object') return;
        setUserState({ userInfo: { ...(userInfo ?? {}), ...data } as UserInfo });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
};
