/**
 * What the user may do on a resource's pages: react-admin's authProvider.canAccess
 * asked once per resource for every checked action (one cached query shared by
 * all rows of a table, whatever record context they sit in). Everything is
 * false while the answer is pending; without an authProvider (or without its
 * canAccess) everything is allowed, as react-admin's useCanAccess does.
 */
import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import { CHECKED_ACTIONS, type CheckedAction } from './permissions';

export type Can = Record<CheckedAction, boolean> & { isPending: boolean };

const ALL = Object.fromEntries(CHECKED_ACTIONS.map((action) => [action, true])) as Record<CheckedAction, boolean>;
const NONE = Object.fromEntries(CHECKED_ACTIONS.map((action) => [action, false])) as Record<CheckedAction, boolean>;

export const canQueryKey = (resource: string) => ['auth', 'canAccessAll', resource] as const;

export const useCan = (resource: string): Can => {
  const authProvider = useAuthProvider();
  const enabled = !!authProvider?.canAccess;
  const { data, isPending } = useQuery({
    queryKey: canQueryKey(resource),
    queryFn: async () => {
      const answers = await Promise.all(CHECKED_ACTIONS.map((action) => authProvider!.canAccess!({ resource, action })));
      return Object.fromEntries(CHECKED_ACTIONS.map((action, index) => [action, answers[index] === true])) as Record<CheckedAction, boolean>;
    },
    enabled,
  });
  if (!enabled) return { ...ALL, isPending: false };
  return { ...(data ?? NONE), isPending };
};
