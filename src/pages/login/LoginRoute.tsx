/**
 * /login on its own: theme and the login page's messages,
 * without react-admin's <Admin>, so the first page of the day loads light.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { I18nContext } from 'ra-core';
import { loginI18nProvider } from '../../i18n/loginI18n';
import { theme } from '../../theme';
import LoginPage from '../LoginPage';

export const LoginRoute = ({ onLoggedIn }: { onLoggedIn: (path: string) => void | Promise<void> }) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <I18nContext.Provider value={loginI18nProvider}>
      <LoginPage onLoggedIn={onLoggedIn} />
    </I18nContext.Provider>
  </ThemeProvider>
);
