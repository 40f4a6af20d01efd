/**
 * The filters of the ability statistics pages as they live in the address (so a copied link, the back
 * button and a reload show the same rows): the range and business type every page shares, the searches and
 * the row drilled into. A change (through the page's address, src/crud/pageAddress.tsx) goes back to page 1 (explicitly: the
 * navigation guard keeps a dropped pageNum).
 */
import { useCallback, useMemo } from 'react';
import { PAGE_PARAM } from '../../../src/crud/list/listParams';
import { usePageAddress } from '../../../src/crud/pageAddress';

/** Shared by every page: carried along by the drill-down links. */
export const SHARED_PARAMS = ['startDate', 'endDate', 'businessTypeId'] as const;
/** Everything a list call reads from the address. */
export const FILTER_PARAMS = [...SHARED_PARAMS, 'userName', 'institutionName', 'passed', 'participated', 'levelId', 'appUserId', 'assessmentId'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

export const useAbilityParams = () => {
  const { search, update } = usePageAddress();
  const params = useMemo(() => new URLSearchParams(search), [search]);

  /** The call's filter: the address's parameters that are set. */
  const filter = useMemo(() => Object.fromEntries(FILTER_PARAMS.map((name) => [name, params.get(name) ?? '']).filter(([, value]) => value)) as Partial<Record<FilterParam, string>>, [params]);

  const setParams = useCallback(
    (patch: Partial<Record<FilterParam, string | undefined>>) =>
      update((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, value);
        }
        next.set(PAGE_PARAM, '1');
        return `?${next.toString()}`;
      }),
    [update],
  );

  /** An address of another page of the section with the shared filters and `extra`. */
  const linkTo = useCallback(
    (pathname: string, extra: Record<string, string | number | undefined> = {}) => {
      const next = new URLSearchParams();
      for (const name of SHARED_PARAMS) if (params.get(name)) next.set(name, params.get(name)!);
      for (const [name, value] of Object.entries(extra)) if (value !== undefined && value !== '') next.set(name, String(value));
      const search = next.toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [params],
  );

  return { params, filter, setParams, linkTo };
};
