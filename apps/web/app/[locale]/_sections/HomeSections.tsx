import type { Locale } from '@vitrina/locale';
import type { HomePage } from '@/lib/api';
import { homeSectionOrder } from './home-section-order';
import { SectionGrid } from './SectionGrid';

/** Every home section that has items, in homeSectionOrder; empty ones are not rendered. */
export function HomeSections({ locale, home }: { locale: Locale; home: HomePage }) {
  const filled = homeSectionOrder.filter((name) => home[name].items.length > 0);
  return (
    <>
      {filled.map((name, index) => (
        <SectionGrid
          key={name}
          id={`home-${name}`}
          locale={locale}
          section={home[name]}
          alt={index % 2 === 1}
        />
      ))}
    </>
  );
}
