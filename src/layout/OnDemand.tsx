/**
 * A part loaded on first use (a dialog, a menu): while its chunk loads nothing
 * shows, and if the chunk cannot be fetched the console's message line says so
 * instead of the error reaching the page.
 */
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { showMessage } from '../../dataProvider/messages';

const reportLoadFailure = () => showMessage('error', 'layout.loadErrorText');

export const OnDemand = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary fallback={null} onError={reportLoadFailure}>
    <Suspense fallback={null}>{children}</Suspense>
  </ErrorBoundary>
);
