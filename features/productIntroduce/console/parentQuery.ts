/** The primary named by the `parentId` query parameter of the secondary pages: a positive integer, else null. */
export const readParentId = (query: URLSearchParams): number | null => {
  const raw = query.get('parentId');
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
};

/** The secondaries of a primary. */
export const childListPath = (listRoute: string, parentId: unknown) => `${listRoute}?parentId=${String(parentId)}`;
