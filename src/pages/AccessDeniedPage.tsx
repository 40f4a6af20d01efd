import { useTranslate } from 'react-admin';
import { GoHomeButton } from './GoHomeButton';
import { Illustration, StatusPage } from './StatusPage';

/** Where react-admin's access check sends a page the user's role does not grant (/access-denied). */
export const AccessDeniedPage = () => {
  const translate = useTranslate();
  return (
    <StatusPage
      testId="access-denied"
      image={<Illustration variant="locked" />}
      title={translate('ra.page.access_denied')}
      text={translate('ra.notification.not_authorized')}
      actions={<GoHomeButton />}
    />
  );
};
