/** Shared set-up of the portal page tests: msw on the web-center base, a logged-in user with chosen units, a render in a data router. */
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { setupServer } from 'msw/node';
import { authProvider } from '../../authProvider';
import { dataProvider } from '../../dataProvider';
import { setUserState } from '../../authProvider/session';
import { i18nProvider } from '../../src/i18n';
import { MessageHost } from '../../src/layout/MessageHost';
import '../../src/crud/registry';

export const API = 'http://localhost/api/';
export const FILE_API = 'http://localhost/file-api/';
export const ALL_UNITS = ['detail', 'list', 'add', 'modify', 'delete', 'enable'];

export const server = setupServer();

export const ok = (data: unknown) => ({ status: 0, statusText: '操作成功', data });
export const refused = (statusText: string, data: unknown = null) => ({ status: -1, statusText, data });

/** Logs in a user holding `menuId` (under the portal section) with `units`. */
export const logIn = (menuId: number, units: string[] = ALL_UNITS) =>
  setUserState({
    token: 'token-1',
    menuList: [{ menuId: 4, menuName: '门户管理', dataUnits: [], children: [{ menuId, menuName: '门户', dataUnits: units }] }],
    userInfo: { id: 1, cnName: '管理员' },
  });

/** The current location, so a test can see where a button led. */
const Location = () => {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
};

export const renderAt = (element: ReactElement, entry: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            {element}
            <MessageHost />
            <Location />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
