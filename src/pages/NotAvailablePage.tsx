import { useTranslate } from 'react-admin';
import { MessagePage } from './MessagePage';

/** A page that a later issue builds: it says so plainly instead of pretending to work. */
export const NotAvailablePage = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return <MessagePage testId="not-available" variant="building" title="layout.notAvailableTitle" text="layout.notAvailableText" textOptions={{ title: translate(title) }} />;
};
