import { ContentPage, contentPageMetadata } from '@/app/_shell/content-page';
import type { LocaleParams } from '@/app/_shell/route-locale';

export const generateMetadata = ({ params }: LocaleParams) =>
  contentPageMetadata({ params, page: 'vacancies', pageType: 'vacancies' });

export default function VacanciesPage({ params }: LocaleParams) {
  return <ContentPage params={params} page="vacancies" pageType="vacancies" />;
}
