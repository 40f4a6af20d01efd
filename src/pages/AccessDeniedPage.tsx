import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { HOME_PATH } from '../routes/routeTable';
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
      actions={
        <Button variant="contained" component={Link} to={HOME_PATH}>
          {translate('layout.goHome')}
        </Button>
      }
    />
  );
};
