/** Renders the generic edit page of a declaration in react-admin's context inside a memory data router. */
import { expect, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import type { Resource } from '../../resources/framework';
import { i18nProvider } from '../../src/i18n';
import { theme } from '../../src/theme';
import { ResourceDeclarationContext } from '../../src/crud/ResourceContext';
import { MessageHost } from '../../src/layout/MessageHost';
import ResourceEditPage from '../../src/crud/form/ResourceEditPage';

type AnyRecord = Record<string, unknown> & { id?: unknown };

export const memberUnitRecord = {
  id: 3,
  version: 2,
  unitName: '中原恒泰期货有限公司',
  unitType: 3,
  memberLevel: 2,
  creditCode: '91310000MA1KR4002X',
  joinDate: '2015-06-15',
  contactPerson: '张伟',
  contactPhone: '13800138002',
  email: 'member3@example.com',
  website: '',
  address: '郑州市郑东新区商务外环路10号',
  logo: { url: '/files/logo-3.png', title: 'logo-3.png' },
  intro: '会员简介',
  orderSeq: 3,
};

/** A dataProvider of vi.fn calls; `getOne` answers `record`, creates and updates echo their data. */
export const fakeDataProvider = (record: AnyRecord = memberUnitRecord) => ({
  getOne: vi.fn(async () => ({ data: record })),
  getList: vi.fn(async () => ({
    data: [
      { id: 1, name: '协会动态' },
      { id: 2, name: '行业要闻' },
    ],
    total: 2,
  })),
  getMany: vi.fn(async () => ({ data: [] })),
  getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
  create: vi.fn(async (_resource: string, { data }: { data: AnyRecord }) => ({ data: { ...data, id: 99 } })),
  update: vi.fn(async (_resource: string, { id, data }: { id: unknown; data: AnyRecord }) => ({ data: { ...data, id } })),
  updateMany: vi.fn(async () => ({ data: [] })),
  delete: vi.fn(async () => ({ data: record })),
  deleteMany: vi.fn(async () => ({ data: [] })),
  maxOrder: vi.fn(async () => 7),
});

export type FakeDataProvider = ReturnType<typeof fakeDataProvider>;

/** The edit page of `resource` at `entry` (e.g. '/memberService/memberUnitEdit?id=3'); answers the router. */
export const renderEditPage = (entry: string, resource: Resource, dataProvider: FakeDataProvider) => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()} theme={theme}>
            <ResourceDeclarationContext.Provider value={resource}>
              <ResourceEditPage />
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

/** Waits until the form is shown (its fields come with it, in one commit). */
export const formComplete = () => waitFor(() => expect(within(screen.getByTestId('detail-form')).getByRole('button', { name: '保存' })).toBeInTheDocument());
