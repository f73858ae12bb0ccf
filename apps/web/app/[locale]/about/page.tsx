import { format, getMessages } from '@vitrina/locale';
import type { ReactNode } from 'react';
import { contentPageMetadata } from '@/app/_shell/content-page';
import { PageIntro } from '@/app/_shell/PageIntro';
import { type LocaleParams, routeLocale } from '@/app/_shell/route-locale';
import { CardGrid } from '@/components/company/CardGrid';
import { FactList } from '@/components/company/FactList';
import { FaqList } from '@/components/company/FaqList';
import { PartnerList } from '@/components/company/PartnerList';
import { ReviewList } from '@/components/company/ReviewList';
import { TextSections } from '@/components/company/TextSections';
import {
  getAboutPage,
  getAchievements,
  getEquipment,
  getFaqs,
  getHowToOrder,
  getPartners,
  getReviews,
  getSeoContent,
} from '@/lib/api';

export const generateMetadata = ({ params }: LocaleParams) =>
  contentPageMetadata({ params, page: 'about', pageType: 'about' });

/**
 * The company: its story and facts, figures, production, how to order, partners, reviews and FAQ. Every part
 * is read on its own; a part whose read fails is left out and the rest of the page still renders (docs/product.md §8).
 */
export default async function AboutPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [seo, about, achievements, equipment, steps, partners, reviews, faqs] = await Promise.all([
    getSeoContent(locale, 'about'),
    getAboutPage(locale),
    getAchievements(locale),
    getEquipment(locale),
    getHowToOrder(locale),
    getPartners(locale),
    getReviews(locale),
    getFaqs(locale),
  ]);
  const messages = getMessages(locale);
  const text = messages.company.about;
  return (
    <>
      <PageIntro
        locale={locale}
        heading={about?.title || seo.heading || messages.shell.pages.about}
        text={about?.intro || seo.text}
      >
        {about && about.facts.length > 0 ? (
          <section aria-label={text.facts}>
            <FactList facts={about.facts} />
          </section>
        ) : null}
        {about ? (
          <div className="section">
            <TextSections sections={about.sections} />
          </div>
        ) : null}
      </PageIntro>
      <AboutSection id="achievements" title={text.achievements} show={achievements.length > 0} alt>
        <CardGrid cards={achievements.map((item) => ({ ...item, eyebrow: item.number }))} />
      </AboutSection>
      <AboutSection id="equipment" title={text.equipment} show={equipment.length > 0}>
        <CardGrid cards={equipment} />
      </AboutSection>
      <AboutSection id="how-to-order" title={text.howToOrder} show={steps.length > 0} alt>
        <CardGrid
          cards={steps.map((step) => ({ ...step, eyebrow: format(text.step, { step: step.step }) }))}
        />
      </AboutSection>
      <AboutSection id="partners" title={text.partners} show={partners.length > 0}>
        <PartnerList locale={locale} partners={partners} />
      </AboutSection>
      <AboutSection id="reviews" title={text.reviews} show={reviews.length > 0} alt>
        <ReviewList locale={locale} reviews={reviews} />
      </AboutSection>
      <AboutSection id="faq" title={text.faq} show={faqs.length > 0}>
        <FaqList faqs={faqs} />
      </AboutSection>
    </>
  );
}

function AboutSection(props: {
  id: string;
  title: string;
  show: boolean;
  alt?: boolean;
  children: ReactNode;
}) {
  if (!props.show) return null;
  return (
    <section
      className={props.alt ? 'section section--alt' : 'section'}
      aria-labelledby={`${props.id}-heading`}
    >
      <div className="container">
        <h2 id={`${props.id}-heading`}>{props.title}</h2>
        {props.children}
      </div>
    </section>
  );
}
