/** The route table as react-router routes, for react-admin's CustomRoutes. */
import { Navigate, Route } from 'react-router-dom';
import { asyncRoutes, flattenRoutes, HOME_PATH } from './routeTable';
import { RoutePage } from './RoutePage';

export const appRoutes = [
  <Route key="/" path="/" element={<Navigate to={HOME_PATH} replace />} />,
  ...flattenRoutes(asyncRoutes).map((route) => <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />),
];
