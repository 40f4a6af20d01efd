/** The authorisable icons (appUser/icon/getIcons), read again whenever a page or dialog showing them opens. */
import { useCallQuery } from '../../../src/crud/useCall';

export const useIcons = (enabled = true) => useCallQuery('appUserIcons', undefined, { enabled, staleTime: 0, gcTime: 60_000, retry: false, refetchOnWindowFocus: false });
