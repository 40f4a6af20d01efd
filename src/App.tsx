/** History-mode router around the console, behind the maintenance gate decided once at start-up. */
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { getConfig } from '../dataProvider/config';
import { isMaintenanceBlocked } from './maintenance';
import { MaintenancePage } from './pages/MaintenancePage';
import { AdminApp } from './AdminApp';
import { guardLoader } from './routes/guard';
import { theme } from './theme';
import { resetPageTitle } from './layout/usePageTitle';

const config = getConfig();
resetPageTitle();
const blocked = isMaintenanceBlocked(new Date(), config.maintenance);

const router = createBrowserRouter([{ path: '*', loader: guardLoader, shouldRevalidate: () => true, element: <AdminApp />, hydrateFallbackElement: null }]);

export const App = () =>
  blocked ? (
    <ThemeProvider theme={theme}>
      <MaintenancePage window={config.maintenance} />
    </ThemeProvider>
  ) : (
    <RouterProvider router={router} />
  );
