/**
 * What every row's 操作 cell shares, asked once per table instead of once per
 * row: the user's data units, the last call of each row call (one request per
 * page, once the browser is idle), and one confirmation dialog, loaded and mounted on the first row
 * action that asks for it.
 */
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQueries } from '@tanstack/react-query';
import { useListContext, type RaRecord } from 'react-admin';
import { useConsoleData } from '../useCall';
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

interface FocusOrigin {
  trigger: HTMLElement;
  table: HTMLElement | null;
  row: number;
  label: string;
}

/**
 * Focus after a confirmation: the dialog gives it back to the button that opened it, but a deleted row takes that
 * button away and leaves the keyboard on the page's body. Then the same button of the row now in its place (the
 * last row when it was the last) takes it, else the table.
 */
const useFocusAfterRemoval = (open: boolean) => {
  const origin = useRef<FocusOrigin | null>(null);
  const remember = () => {
    const trigger = document.activeElement;
    const row = trigger?.closest('tr');
    origin.current =
      trigger instanceof HTMLElement && row
        ? { trigger, table: trigger.closest<HTMLElement>('[role="region"]'), row: (row as HTMLTableRowElement).sectionRowIndex, label: trigger.textContent ?? '' }
        : null;
  };
  useEffect(() => {
    if (open || !origin.current) return;
    // The rows are drawn from a deferred copy of the list: the deleted row leaves some renders after the dialog closed.
    const check = () => {
      const from = origin.current;
      if (!from) return true;
      const active = document.activeElement;
      const lost = !active || active === document.body;
      if (from.trigger.isConnected) {
        // The operator moved on: leave their focus alone.
        if (!lost && active !== from.trigger) origin.current = null;
        return origin.current === null;
      }
      origin.current = null;
      if (!lost) return true;
      const rowsNow = from.table?.isConnected ? from.table.querySelectorAll('tbody tr') : [];
      const row = rowsNow[Math.min(from.row, rowsNow.length - 1)];
      const same = row ? [...row.querySelectorAll<HTMLElement>('button')].find((button) => button.textContent === from.label) : undefined;
      (same ?? (from.table?.isConnected ? from.table : undefined))?.focus();
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open]);
  return remember;
};

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
