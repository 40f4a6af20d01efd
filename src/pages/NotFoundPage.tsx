import { MessagePage } from './MessagePage';

/** What an address that matches no page shows, with the way home. */
export const NotFoundPage = () => <MessagePage testId="not-found" variant="missing" title="layout.notFoundTitle" text="layout.notFoundText" home />;
