import { ContentPage, contentPageMetadata } from '@/app/_shell/content-page';
import type { LocaleParams } from '@/app/_shell/route-locale';

export const generateMetadata = ({ params }: LocaleParams) =>
  contentPageMetadata({ params, page: 'promos', pageType: 'promos' });

export default function PromosPage({ params }: LocaleParams) {
  return <ContentPage params={params} page="promos" pageType="promos" />;
}
