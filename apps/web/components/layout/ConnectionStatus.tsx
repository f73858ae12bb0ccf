import { getMessages, type Locale } from '@vitrina/locale';
import { ConnectionBanner } from './ConnectionBanner';

/** Online/offline banner with its two texts in the page's language. */
export function ConnectionStatus({ locale }: { locale: Locale }) {
  const { status } = getMessages(locale).common;
  return <ConnectionBanner offline={status.offline} online={status.online} />;
}
