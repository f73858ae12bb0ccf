// The site-wide styles first: a component's CSS module must come after them to override them (.btn--outline
// and the hero's secondary button), and CSS loads in the order it is imported.
import '../globals.css';
import { getMessages } from '@vitrina/locale';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { type LocaleParams, routeLocale } from '@/app/_shell/route-locale';
import { SiteShell } from '@/app/_shell/SiteShell';
import { CooperationOffersProvider } from '@/components/banners/CooperationOffersContext';
import { getOffers } from '@/lib/api';
import { config } from '@/lib/config';

// A page that reads the request (a search's query) is rendered per request; every other is rendered on its
// first visit and kept (app/_shell/on-first-visit.ts).
export { generateStaticParams } from '@/app/_shell/on-first-visit';

export const viewport: Viewport = { themeColor: '#0b3c6e' };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  return {
    metadataBase: new URL(config.publicOrigin),
    applicationName: getMessages(locale).common.siteName,
    formatDetection: { telephone: false },
  };
}

/**
 * The root layout of both languages. The cooperation offers ride along for the error page (a client
 * component that cannot read the API), so it can show them like the 404 page does.
 */
export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await routeLocale(params);
  const cooperationOffers = await getOffers(locale, 'cooperation');
  return (
    <SiteShell locale={locale}>
      <CooperationOffersProvider offers={cooperationOffers}>{children}</CooperationOffersProvider>
    </SiteShell>
  );
}
