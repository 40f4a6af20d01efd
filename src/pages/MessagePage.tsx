/** A console status page told by message keys: its illustration, title, text and, if asked, the way home. */
import { useTranslate } from 'react-admin';
import { GoHomeButton } from './GoHomeButton';
import { Illustration, StatusPage } from './StatusPage';

export interface MessagePageProps {
  testId: string;
  variant: Parameters<typeof Illustration>[0]['variant'];
  title: string;
  text: string;
  textOptions?: Record<string, unknown>;
  home?: boolean;
}

export const MessagePage = ({ testId, variant, title, text, textOptions, home }: MessagePageProps) => {
  const translate = useTranslate();
  return <StatusPage testId={testId} image={<Illustration variant={variant} />} title={translate(title)} text={translate(text, textOptions)} actions={home ? <GoHomeButton /> : undefined} />;
};
