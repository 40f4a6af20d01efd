/**
 * The cached dictionaries (src/system/dictionaries.ts): one fetch per session
 * however many components use one, the data dictionary per type, and the role
 * dictionary kept in the persisted common state.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setUnauthorizedHandler } from '../../dataProvider/http';
import { getCommonState, setCommonState } from '../../authProvider/session';
import { i18nProvider } from '../../src/i18n';
import { dictName, useDictionary } from '../../src/system/dictionaries';

const API = 'http://localhost/api/';
const server = setupServer();
let requests: string[] = [];
let roles = [{ code: 'admin', name: '超级管理员' }];

const answer = (data: unknown) => HttpResponse.json({ status: 0, statusText: '', data });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  window.APP_CONFIG = { apiBase: API, fileBase: 'http://localhost/file-api/' };
  setUnauthorizedHandler(vi.fn());
  requests = [];
  roles = [{ code: 'admin', name: '超级管理员' }];
  server.use(
    http.get(`${API}common/:dict`, ({ request, params }) => {
      const url = new URL(request.url);
      requests.push(`${String(params.dict)}${url.search}`);
      switch (params.dict) {
        case 'queryRoleDict':
          return answer(roles);
        case 'queryMenuDict':
          return answer([{ menuId: 1, menuName: '系统管理', dataUnits: [], children: [{ menuId: 2, menuName: '系统用户', dataUnits: ['list'] }] }]);
        case 'queryDataUnitDict':
          return answer([{ code: 'list', name: '列表' }]);
        case 'queryDataDict':
          return answer([{ code: `${url.searchParams.get('type')}-1`, name: `类型${url.searchParams.get('type')}` }]);
        default:
          return answer([]);
      }
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  delete window.APP_CONFIG;
});

const Roles = ({ testId }: { testId: string }) => {
  const { data } = useDictionary('role');
  return <div data-testid={testId}>{dictName(data, 'admin')}</div>;
};

const Menus = () => {
  const { data } = useDictionary('menu');
  const units = useDictionary('dataUnit');
  return <div data-testid="menus">{`${data?.[0]?.children?.[0]?.menuName ?? ''}/${units.data?.[0]?.name ?? ''}`}</div>;
};

const DataDict = ({ type }: { type: string }) => {
  const { data } = useDictionary('data', { type });
  return <div data-testid={`data-${type}`}>{data?.[0]?.name ?? ''}</div>;
};

const renderAll = (children: ReactElement) => {
  const router = createMemoryRouter([{ path: '*', element: <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>{children}</AdminContext> }]);
  return render(<RouterProvider router={router} />);
};

describe('useDictionary', () => {
  it('fetches each dictionary once for two components, and keeps the roles in the common state', async () => {
    renderAll(
      <>
        <Roles testId="a" />
        <Roles testId="b" />
        <Menus />
        <Menus />
        <DataDict type="7" />
        <DataDict type="8" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('超级管理员'));
    expect(screen.getByTestId('b')).toHaveTextContent('超级管理员');
    await waitFor(() => expect(screen.getAllByTestId('menus')[1]).toHaveTextContent('系统用户/列表'));
    await waitFor(() => expect(screen.getByTestId('data-8')).toHaveTextContent('类型8'));
    expect(screen.getByTestId('data-7')).toHaveTextContent('类型7');
    expect([...requests].sort()).toEqual(['queryDataDict?type=7', 'queryDataDict?type=8', 'queryDataUnitDict', 'queryMenuDict', 'queryRoleDict']);
    expect(getCommonState().roleDict).toEqual(roles);
  });

  it('shows the saved role dictionary while the session fetches it once', async () => {
    setCommonState({ roleDict: [{ code: 'admin', name: '旧名称' }] });
    roles = [{ code: 'admin', name: '新名称' }];
    renderAll(<Roles testId="a" />);
    expect(screen.getByTestId('a')).toHaveTextContent('旧名称');
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('新名称'));
    expect(requests).toEqual(['queryRoleDict']);
  });
});
