/**
 * The console's history-mode router (loaded by src/main.tsx once past the
 * login page): /login again after a logout, and every other path through the
 * login guard into react-admin (src/AdminApp.tsx).
 */
import { createBrowserRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { AdminApp } from './AdminApp';
import { LoginRoute } from './pages/login/LoginRoute';
import { guardLoader } from './routes/guard';
import { LOGIN_PATH } from '../authProvider/paths';

const RoutedLogin = () => {
  const navigate = useNavigate();
  return <LoginRoute onLoggedIn={(path) => navigate(path, { replace: true })} />;
};

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * What shows while the login guard's loader answers on a full load (a moment: it reads the session): nothing. An
 * element is given, not `null`, which React Router takes for none and warns about on every load.
 */
const Booting = () => null;
let router: Router | undefined;

// Made on first render, not at import: the login page preloads this module while the
// address is still /login, and a router reads the address once, when it is made.
const consoleRouter = (): Router =>
  (router ??= createBrowserRouter([
    { path: LOGIN_PATH, element: <RoutedLogin /> },
    { path: '*', loader: guardLoader, shouldRevalidate: () => true, element: <AdminApp />, hydrateFallbackElement: <Booting /> },
  ]));

export const App = () => <RouterProvider router={consoleRouter()} />;
