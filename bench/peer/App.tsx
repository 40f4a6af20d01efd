/**
 * The peer: a bare react-admin 5 app with the same versions as the console,
 * react-admin's default theme, login page and hash router, ra-data-json-server
 * on the same origin's /api, and one resource whose list is loaded lazily.
 */
import { lazy } from 'react';
import { Admin, Resource } from 'react-admin';
import jsonServerProvider from 'ra-data-json-server';
import { authProvider } from './authProvider';

const NewsList = lazy(() => import('./NewsList'));

const dataProvider = jsonServerProvider(`${window.location.origin}/api`);

export const App = () => (
  <Admin dataProvider={dataProvider} authProvider={authProvider}>
    <Resource name="news" list={NewsList} />
  </Admin>
);
