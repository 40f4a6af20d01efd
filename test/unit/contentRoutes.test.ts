/**
 * Every page of the route table (the spec's, with the declared modules'
 * routes merged in) shows something: its hand-built page, its declared
 * module's generic page, or the "not available yet" page with its title. The
 * expected sets come from the route table and the declarations, so building a
 * page or declaring a module changes no list here.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { asyncRoutes, flattenRoutes } from '../../src/routes/routeTable';
import { editRoutesOf } from '../../resources/framework';
import { resources } from '../../resources';
import { resourcePageFor } from '../../src/crud/registry';
import { i18nProvider } from '../../src/i18n';
import { everyMenu, logInAs, renderAdmin, setUpConsole } from './harness';

setUpConsole({ each: () => logInAs(everyMenu()) });

const pages = flattenRoutes(asyncRoutes).filter((route) => !route.redirect && !route.children?.length);
const paths = new Set(pages.map((route) => route.path));
const unserved = pages.filter((route) => !route.page && !resourcePageFor(route.path));

describe('content pages', { timeout: 60_000 }, () => {
  it("puts every declared module's list and edit pages in the route table, served by its generic page", () => {
    for (const resource of resources) {
      expect(resourcePageFor(resource.routes.list), resource.routes.list).toMatchObject({ resource: { name: expect.any(String) }, kind: 'list' });
      expect(paths.has(resource.routes.list), resource.routes.list).toBe(true);
      for (const edit of editRoutesOf(resource)) {
        expect(resourcePageFor(edit), edit).toMatchObject({ resource: { name: resource.name }, kind: 'edit' });
        expect(paths.has(edit), edit).toBe(true);
      }
    }
  });

  it('loads a component for every hand-built page', async () => {
    for (const route of pages.filter((candidate) => candidate.page)) {
      const module = (await route.page!()) as { default?: unknown };
      expect(typeof module.default, route.path).toBe('function');
    }
  });

  it('shows the not-available page, titled, on every route nothing serves yet', async () => {
    if (unserved.length === 0) return;
    const router = await renderAdmin(unserved[0].path);
    for (const route of unserved) {
      await act(() => router.navigate(route.path));
      const page = await screen.findByTestId('not-available');
      expect(within(page).getByText('该页面尚未开放'), route.path).toBeInTheDocument();
      expect(page, route.path).toHaveTextContent(i18nProvider.translate(route.meta.title));
    }
  });
});
