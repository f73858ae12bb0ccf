import { ContentPage, contentPageMetadata } from '@/app/_shell/content-page';
import type { LocaleParams } from '@/app/_shell/route-locale';

export const generateMetadata = ({ params }: LocaleParams) =>
  contentPageMetadata({ params, page: 'blog', pageType: 'articles' });

export default function BlogPage({ params }: LocaleParams) {
  return <ContentPage params={params} page="blog" pageType="articles" />;
}
