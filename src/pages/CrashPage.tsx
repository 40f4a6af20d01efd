import Button from '@mui/material/Button';
import type { FallbackProps } from 'react-error-boundary';
import { useTranslate } from 'react-admin';
import { ChunkLoadError } from '../routes/loadWithTimeout';
import { Illustration, StatusPage } from './StatusPage';

/** What a page shows instead of a blank screen when it fails: a load error or a crash, with a retry. */
export const CrashPage = ({ error, resetErrorBoundary }: FallbackProps) => {
  const translate = useTranslate();
  const isLoadError = error instanceof ChunkLoadError;
  return (
    <StatusPage
      testId={isLoadError ? 'load-error' : 'crash'}
      image={<Illustration variant="error" />}
      title={translate(isLoadError ? 'layout.loadErrorTitle' : 'layout.crashTitle')}
      text={translate(isLoadError ? 'layout.loadErrorText' : 'layout.crashText')}
      actions={
        <Button variant="contained" onClick={() => (isLoadError ? window.location.reload() : resetErrorBoundary())}>
          {translate('layout.retry')}
        </Button>
      }
    />
  );
};
