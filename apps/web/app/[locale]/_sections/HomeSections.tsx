import { getMessages, type Locale } from '@vitrina/locale';
import type { HomePage, HomeSectionName, Offer, OfferKind } from '@/lib/api';
import { FaqSection } from './FaqSection';
import { type HomeBlock, homeLayout } from './home-section-order';
import { OfferBanners } from './OfferBanners';
import { PartnersSection } from './PartnersSection';
import { ReviewsSection } from './ReviewsSection';
import { SectionGrid, type ValueKind } from './SectionGrid';

type BannerLists = Record<Exclude<OfferKind, 'cooperation'>, Offer[]>;

const valueKinds: Partial<Record<HomeSectionName, ValueKind>> = {
  achievements: 'figure',
  how_order: 'step',
  work_process: 'step',
  sale: 'tag',
};

interface HomeSectionsProps {
  locale: Locale;
  home: HomePage;
  banners: BannerLists;
}

/** Every home section and banner list that has items, in homeLayout's order; empty ones are not rendered. */
export function HomeSections({ locale, home, banners }: HomeSectionsProps) {
  const filled = homeLayout.filter((block) =>
    'section' in block ? home[block.section].items.length > 0 : banners[block.offers].length > 0,
  );
  return (
    <>
      {filled.map((block, index) => (
        <Block
          key={keyOf(block)}
          locale={locale}
          home={home}
          banners={banners}
          block={block}
          alt={index % 2 === 1}
        />
      ))}
    </>
  );
}

const keyOf = (block: HomeBlock) => ('section' in block ? block.section : `banners-${block.offers}`);

function Block({
  block,
  locale,
  home,
  banners,
  alt,
}: HomeSectionsProps & { block: HomeBlock; alt: boolean }) {
  if ('offers' in block) {
    const titles = getMessages(locale).home;
    const title = {
      offer: titles.offersTitle,
      discount: titles.discountsTitle,
      service: titles.servicesTitle,
    };
    return (
      <OfferBanners
        id={`home-banners-${block.offers}`}
        locale={locale}
        title={title[block.offers]}
        offers={banners[block.offers]}
        alt={alt}
      />
    );
  }
  const name = block.section;
  const id = `home-${name}`;
  const section = home[name];
  if (name === 'faq') return <FaqSection id={id} section={section} alt={alt} />;
  if (name === 'reviews') return <ReviewsSection id={id} locale={locale} section={section} alt={alt} />;
  if (name === 'parteners') return <PartnersSection id={id} section={section} alt={alt} />;
  return <SectionGrid id={id} locale={locale} section={section} alt={alt} valueKind={valueKinds[name]} />;
}
