/**
 * Which menu id guards a react-admin resource. A resource is either a menu id
 * written as a string ('9') or a name registered by its declaration; a name
 * with no menu id (like a route without menuId) is always allowed.
 */
const resourceMenus = new Map<string, number>();

export const registerResourceMenu = (resource: string, menuId: number) => {
  resourceMenus.set(resource, menuId);
};

export const menuIdOf = (resource: string): number | undefined =>
  /^\d+$/.test(resource) ? Number(resource) : resourceMenus.get(resource);

export const isAllowed = (resource: string, granted: Set<number>): boolean => {
  const menuId = menuIdOf(resource);
  return menuId === undefined || granted.has(menuId);
};
