import { MessagePage } from './MessagePage';

/** Where react-admin's access check sends a page the user's role does not grant (/access-denied). */
export const AccessDeniedPage = () => <MessagePage testId="access-denied" variant="locked" title="ra.page.access_denied" text="ra.notification.not_authorized" home />;
