import { useTranslate } from 'react-admin';
import { Illustration, StatusPage } from './StatusPage';

/** A page that a later issue builds: it says so plainly instead of pretending to work. */
export const NotAvailablePage = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <StatusPage
      testId="not-available"
      image={<Illustration variant="building" />}
      title={translate('layout.notAvailableTitle')}
      text={translate('layout.notAvailableText', { title: translate(title) })}
    />
  );
};
