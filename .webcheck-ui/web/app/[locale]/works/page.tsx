import { ContentPage, contentPageMetadata } from '@/app/_shell/content-page';
import type { LocaleParams } from '@/app/_shell/route-locale';

export const generateMetadata = ({ params }: LocaleParams) =>
  contentPageMetadata({ params, page: 'works', pageType: 'works' });

export default function WorksPage({ params }: LocaleParams) {
  return <ContentPage params={params} page="works" pageType="works" />;
}
