/**
 * What every row's 操作 cell shares, asked once per table instead of once per
 * row: the user's data units, the last call of each row call (one request per
 * page, once the browser is idle), and one confirmation dialog, loaded and mounted on the first row
 * action that asks for it.
 */
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { useMutation, useQueries } from '@tanstack/react-query';
import { useListContext, type RaRecord } from 'react-admin';
import { useConsoleData } from '../useCall';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';
import { rowCallApplies, type ResourceRowCall } from '../../../resources/framework/rowCalls';
import { useCan, type Can } from '../../../authProvider/useCan';
import { useResourceDeclaration } from '../ResourceContext';
import { useBrowserIdle } from './useBrowserIdle';

const RowConfirmDialog = lazy(() => import('./RowConfirmDialog'));

/** The console action checking each data unit (authProvider/permissions.ts). */
export const ACTION_OF_UNIT = { list: 'list', detail: 'show', add: 'create', modify: 'edit', delete: 'delete', enable: 'enable' } as const;

export const rowCallAllowed = (can: Can, rowCall: ResourceRowCall, record: RaRecord) => can[ACTION_OF_UNIT[rowCall.unit ?? 'modify']] && rowCallApplies(rowCall, record);

export interface RowConfirmRequest {
  title: string;
  content: string;
  contentTranslateOptions?: Record<string, unknown>;
  /** Runs on 确定 while the dialog shows its loading state; the dialog closes when it settles. */
  onConfirm: () => Promise<void>;
}

type LastCalls = Record<string, string | null>;

export const lastCallsKey = (rowCall: ResourceRowCall, resource: string, ids?: unknown[]) =>
  ids ? (['rowCallLast', rowCall.lastCall, resource, rowCall.body, ids] as const) : (['rowCallLast', rowCall.lastCall, resource] as const);

interface RowActionHostValue {
  can: Can;
  confirm: (request: RowConfirmRequest) => void;
  /** The last call per row id of a row call with a `lastCall`, once answered. */
  lastCalls: (rowCall: ResourceRowCall) => LastCalls | undefined;
}

const RowActionHostContext = createContext<RowActionHostValue | null>(null);

export const useRowActionHost = (): RowActionHostValue => {
  const host = useContext(RowActionHostContext);
  if (!host) throw new Error('useRowActionHost must be used inside a RowActionHost');
  return host;
};

/** Whether a table above already hosts the row actions (a page's own table may not). */
export const useHasRowActionHost = () => useContext(RowActionHostContext) !== null;

/** The data units of the table's host, or null outside one. */
export const useHostedCan = (): Can | null => useContext(RowActionHostContext)?.can ?? null;

export const RowActionHost = ({ children }: { children: ReactNode }) => {
  const declaration = useResourceDeclaration();
  const { data } = useListContext();
  const can = useCan(declaration.name);
  const rows = data ?? [];
  const ids = rows.map((record) => record.id);
  const tracked = (declaration.rowCalls ?? []).filter((rowCall) => rowCall.lastCall);
  // Only the buttons' hints show the last calls: asked once the rows are painted and the browser is idle.
  const idle = useBrowserIdle(ids.length > 0);
  const dataProvider = useConsoleData();
  const answers = useQueries({
    queries: tracked.map((rowCall) => ({
      queryKey: lastCallsKey(rowCall, declaration.name, ids),
      queryFn: async (): Promise<LastCalls> => (await dataProvider.rowCallsLast(declaration.name, { rowCall, ids })).data,
      enabled: idle && ids.length > 0 && rows.some((record) => rowCallAllowed(can, rowCall, record)),
    })),
  });
  const [request, setRequest] = useState<RowConfirmRequest | null>(null);
  const [open, setOpen] = useState(false);
  const confirmation = useMutation({ mutationFn: (confirmed: RowConfirmRequest) => confirmed.onConfirm(), onSettled: () => setOpen(false) });
  const rememberFocus = useFocusAfterRemoval(open);

  const value: RowActionHostValue = {
    can,
    confirm: (next) => {
      rememberFocus();
      setRequest(next);
      setOpen(true);
    },
    lastCalls: (rowCall) => answers[tracked.indexOf(rowCall)]?.data,
  };

  const onConfirm = () => {
    if (request) confirmation.mutate(request);
  };

  return (
    <RowActionHostContext.Provider value={value}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <RowConfirmDialog request={request} open={open} loading={confirmation.isPending} onConfirm={onConfirm} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </RowActionHostContext.Provider>
  );
};
