/**
 * A list's params are seeded in the console's store as its page first renders
 * (src/crud/list/useSeededListParams.ts, src/consoleStore.ts): the list
 * controller mounts in that same render and its first request already asks
 * for the page of the address.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Profiler, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminContext, memoryStore, useStore, type DataProvider, type Store } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { consoleStore } from '../../src/consoleStore';
import { ResourceDeclarationContext } from '../../src/crud/ResourceContext';
import ResourceListPage from '../../src/crud/list/ResourceListPage';
import { useSeededListParams } from '../../src/crud/list/useSeededListParams';
import { makeDataProvider, newsCalls, newsDeclaration } from './crudListFixtures';

const renderAt = (element: ReactElement, store: Store, entry: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <AdminContext i18nProvider={i18nProvider} store={store}>{element}</AdminContext> }], { initialEntries: [entry] })}
    />,
  );

describe('the console store', () => {
  it('holds what is written before ra-core sets it up, and keeps it when its provider unmounts', () => {
    const store = consoleStore({ locale: 'zh-CN' });
    store.setItem('news.listParams', { page: 3 });
    expect(store.getItem('news.listParams')).toEqual({ page: 3 });
    store.setup();
    store.teardown();
    expect(store.getItem('news.listParams')).toEqual({ page: 3 });
    expect(store.getItem('locale')).toBe('zh-CN');
  });

  it('differs from a plain memory store, which keeps early writes aside until set up', () => {
    const store = memoryStore();
    store.setItem('news.listParams', { page: 3 });
    expect(store.getItem('news.listParams')).toBeUndefined();
  });
});

describe('useSeededListParams', () => {
  it('seeds once, in the first render, from the address and what was stored', () => {
    const seen: unknown[] = [];
    const Reader = () => {
      useSeededListParams<{ page: number; stored?: number }>('k', (search, stored) => ({ page: Number(new URLSearchParams(search).get('pageNum')), stored: stored?.page }));
      const [value] = useStore('k');
      seen.push(value);
      return null;
    };
    const store = consoleStore({ k: { page: 1 } });
    renderAt(<Reader />, store, '/x?pageNum=4');
    // The very first render already reads the seeded value.
    expect(seen[0]).toEqual({ page: 4, stored: 1 });
    expect(seen.every((value) => JSON.stringify(value) === JSON.stringify(seen[0]))).toBe(true);
  });
});

describe('a declared list opened at a page', () => {
  it('asks for that page in its first request and renders its list in the first commit', async () => {
    const dataProvider = makeDataProvider();
    const commits: string[] = [];
    render(
      <RouterProvider
        router={createMemoryRouter(
          [
            {
              path: '*',
              element: (
                <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider} store={consoleStore()}>
                  <ResourceDeclarationContext.Provider value={newsDeclaration}>
                    <Profiler id="list" onRender={(_id, phase) => commits.push(`${phase}:${document.body.textContent}`)}>
                      <ResourceListPage />
                    </Profiler>
                  </ResourceDeclarationContext.Provider>
                </AdminContext>
              ),
            },
          ],
          { initialEntries: ['/information/newsManage?pageNum=3'] },
        )}
      />,
    );
    expect(await screen.findByText('新闻标题21')).toBeInTheDocument();
    expect(newsCalls(dataProvider)[0]).toMatchObject({ pagination: { page: 3, perPage: 10 } });
    // The list's card (its search form) is in the page's first commit: no empty pass before it.
    expect(commits[0]).toMatch(/^mount:.*搜索/);
    expect(screen.getByText('共 28 条记录')).toBeInTheDocument();
  });
});
