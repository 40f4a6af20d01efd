/**
 * Back to the app-user list at the page it came from: the list's address
 * passed in the history state by the row's buttons, else the list (which
 * restores the saved search form and page itself).
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { APP_USER_LIST_PATH } from './paths';

export const listAddressOf = (state: unknown) => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (from === APP_USER_LIST_PATH || from.startsWith(`${APP_USER_LIST_PATH}?`)) ? from : APP_USER_LIST_PATH;
};

export const useBackToList = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const address = listAddressOf(location.state);
  return useCallback(() => navigate(address), [navigate, address]);
};
