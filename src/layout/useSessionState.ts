/** React views of the persisted `user` and `common` state. */
import { useMemo, useSyncExternalStore } from 'react';
import { commonSnapshot, getCommonState, getUserState, subscribeState, userSnapshot } from '../../dataProvider/session';

export const useUserState = () => {
  const raw = useSyncExternalStore(subscribeState, userSnapshot);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `raw` (the stored text) is what changes; the parsed state is rebuilt from it
  return useMemo(() => getUserState(), [raw]);
};

export const useCommonState = () => {
  const raw = useSyncExternalStore(subscribeState, commonSnapshot);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `raw` (the stored text) is what changes; the parsed state is rebuilt from it
  return useMemo(() => getCommonState(), [raw]);
};
