import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { HOME_PATH } from '../routes/routeTable';
import { Illustration, StatusPage } from './StatusPage';

export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <StatusPage
      testId="not-found"
      image={<Illustration variant="missing" />}
      title={translate('layout.notFoundTitle')}
      text={translate('layout.notFoundText')}
      actions={
        <Button variant="contained" component={Link} to={HOME_PATH}>
          {translate('layout.goHome')}
        </Button>
      }
    />
  );
};
