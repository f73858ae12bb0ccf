import { ContentPage, contentPageMetadata } from '@/app/_shell/content-page';
import type { LocaleParams } from '@/app/_shell/route-locale';

export const generateMetadata = ({ params }: LocaleParams) =>
  contentPageMetadata({ params, page: 'contacts', pageType: 'contacts' });

export default function ContactsPage({ params }: LocaleParams) {
  return <ContentPage params={params} page="contacts" pageType="contacts" />;
}
