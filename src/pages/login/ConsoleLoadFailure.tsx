/** Shown when the console's chunk cannot be fetched on start-up (network down, new release): retry reloads. */
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { appMessages } from '../../i18n/appMessages';
import { theme } from '../../theme';
import { Illustration, StatusPage } from '../StatusPage';

export const ConsoleLoadFailure = () => (
  <ThemeProvider theme={theme}>
    <StatusPage
      testId="console-load-failure"
      image={<Illustration variant="error" />}
      title={appMessages.layout.loadErrorTitle}
      text={appMessages.layout.loadErrorText}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {appMessages.layout.retry}
        </Button>
      }
    />
  </ThemeProvider>
);
