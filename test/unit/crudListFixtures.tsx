/** Fixtures of the generic list page tests: news rows, a fake dataProvider and a render in a data router. */
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminContext, type DataProvider, type GetListParams, type RaRecord, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { MessageHost } from '../../src/layout/MessageHost';
import { ResourceDeclarationContext } from '../../src/crud/ResourceContext';
import ResourceListPage from '../../src/crud/list/ResourceListPage';
import type { Resource } from '../../resources/framework';
import newsDeclaration from '../../resources/information/news';

export const NEWS_TYPES = [
  { id: 1, name: '协会动态' },
  { id: 2, name: '行业要闻' },
  { id: 3, name: '政策法规' },
];

export const newsRow = (index: number): RaRecord => ({
  id: 100 + index,
  version: 3,
  title: `新闻标题${index}`,
  newsTypeId: (index % 3) + 1,
  newsTypeIdLabel: NEWS_TYPES[index % 3].name,
  cover: null,
  source: index === 1 ? null : '协会秘书处',
  releaseTime: `2026-11-${String(20 - (index % 10)).padStart(2, '0')}T01:30:00.000Z`,
  isTop: index === 1 ? 1 : 0,
  orderSeq: index,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

export const NEWS_TOTAL = 28;

/** One page of the 28 news rows. */
export const newsPage = (page: number, perPage = 10) => {
  const start = (page - 1) * perPage;
  const rows = Array.from({ length: Math.max(0, Math.min(perPage, NEWS_TOTAL - start)) }, (_unused, offset) => newsRow(start + offset + 1));
  return { data: rows, total: NEWS_TOTAL };
};

export const makeDataProvider = () => {
  const newsList = vi.fn(async (params: GetListParams) => newsPage(params.pagination?.page ?? 1, params.pagination?.perPage ?? 10));
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    if (resource === 'newsType') return { data: NEWS_TYPES, total: NEWS_TYPES.length };
    return newsList(params);
  });
  return {
    newsList,
    getList,
    getOne: vi.fn(),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(async (_resource: string, { id }: { id: unknown }) => ({ data: { id } })),
    deleteMany: vi.fn(),
    maxOrder: vi.fn(async () => 0),
    switchFlag: vi.fn(async () => ({ data: null })),
  };
};

export type FakeDataProvider = ReturnType<typeof makeDataProvider>;

/** The news list's calls of getList (not the category select's), newest last. */
export const newsCalls = (dataProvider: FakeDataProvider) => dataProvider.newsList.mock.calls.map(([params]) => params);
export const lastNewsCall = (dataProvider: FakeDataProvider) => newsCalls(dataProvider).at(-1);

export const renderList = (dataProvider: FakeDataProvider, entry = '/information/newsManage?pageNum=2', declaration: Resource = newsDeclaration) => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <ResourceDeclarationContext.Provider value={declaration}>
              <ResourceListPage />
            </ResourceDeclarationContext.Provider>
            <MessageHost />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

export { newsDeclaration };
