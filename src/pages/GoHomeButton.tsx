import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { HOME_PATH } from '../routes/routeTable';

/** The way back to the console's home from a page that has nothing to show. */
export const GoHomeButton = () => {
  const translate = useTranslate();
  return (
    <Button variant="contained" component={Link} to={HOME_PATH}>
      {translate('layout.goHome')}
    </Button>
  );
};
