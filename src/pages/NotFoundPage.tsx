import { useTranslate } from 'react-admin';
import { GoHomeButton } from './GoHomeButton';
import { Illustration, StatusPage } from './StatusPage';

/** What an address that matches no page shows, with the way home. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <StatusPage
      testId="not-found"
      image={<Illustration variant="missing" />}
      title={translate('layout.notFoundTitle')}
      text={translate('layout.notFoundText')}
      actions={<GoHomeButton />}
    />
  );
};
