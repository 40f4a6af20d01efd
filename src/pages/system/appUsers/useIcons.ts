/** The authorisable icons (appUser/icon/getIcons), read again whenever a page or dialog showing them opens. */
import { useQuery } from '@tanstack/react-query';
import { getIcons } from './api';

export const ICONS_KEY = ['appUser/icon/getIcons'];

export const useIcons = (enabled = true) =>
  useQuery({ queryKey: ICONS_KEY, queryFn: getIcons, enabled, staleTime: 0, gcTime: 60_000, retry: false, refetchOnWindowFocus: false });
