import { ContentPage, contentPageMetadata } from '@/app/_shell/content-page';
import type { LocaleParams } from '@/app/_shell/route-locale';

export const generateMetadata = ({ params }: LocaleParams) =>
  contentPageMetadata({ params, page: 'about', pageType: 'about' });

export default function AboutPage({ params }: LocaleParams) {
  return <ContentPage params={params} page="about" pageType="about" />;
}
