import { ContentPage, contentPageMetadata } from '@/app/_shell/content-page';
import type { LocaleParams } from '@/app/_shell/route-locale';

export const generateMetadata = ({ params }: LocaleParams) =>
  contentPageMetadata({ params, page: 'dealers', pageType: 'dealers' });

export default function DealersPage({ params }: LocaleParams) {
  return <ContentPage params={params} page="dealers" pageType="dealers" />;
}
