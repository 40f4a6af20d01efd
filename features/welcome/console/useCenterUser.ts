/**
 * The signed-in user's own record, asked again when the console home opens
 * (GET user/getCenterUser): a name or role changed by an administrator since
 * the login shows without logging in again. A failed answer keeps what the
 * login stored (the request wrapper handles an expired session).
 */
import { useEffect } from 'react';
import { getUserState, setUserState, type UserInfo } from '../../../dataProvider/session';
import { useCallQuery } from '../../../src/crud/useCall';

export const useCenterUser = () => {
  // Asked on every visit, and not kept after it: no other login can meet this answer.
  const { data } = useCallQuery('currentCenterUser', undefined, { gcTime: 0, staleTime: 0, retry: false, refetchOnWindowFocus: false });
  // The answer goes to the session's user info (the header, the greeting), not to this page's state.
  useEffect(() => {
    const { userInfo, token } = getUserState();
    if (!token || !data || typeof data !== 'object') return;
    // Logged in as someone else meanwhile: the answer is not theirs.
    if (userInfo && String(userInfo.id) !== String(data.id)) return;
    setUserState({ userInfo: { ...(userInfo ?? {}), ...data } as UserInfo });
  }, [data]);
};
