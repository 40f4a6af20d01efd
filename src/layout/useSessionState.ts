/** React views of the persisted `user` and `common` state. */
import { useMemo, useSyncExternalStore } from 'react';
import { commonSnapshot, getCommonState, getUserState, subscribeState, userSnapshot } from '../../dataProvider/session';

export const useUserState = () => {
  const raw = useSyncExternalStore(subscribeState, userSnapshot);
  return useMemo(() => getUserState(), [raw]); // eslint-disable-line react-hooks/exhaustive-deps
};

export const useCommonState = () => {
  const raw = useSyncExternalStore(subscribeState, commonSnapshot);
  return useMemo(() => getCommonState(), [raw]); // eslint-disable-line react-hooks/exhaustive-deps
};
