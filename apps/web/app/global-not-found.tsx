// The site-wide styles first: a component's CSS module must come after them to override them (.btn--outline
// and the hero's secondary button), and CSS loads in the order it is imported.
import './globals.css';
import { getMessages, isLocale } from '@vitrina/locale';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NotFoundView } from '@/app/_shell/NotFoundView';
import { SiteShell } from '@/app/_shell/SiteShell';
import { CooperationOffers } from '@/components/banners/CooperationOffers';
import { requestHeaderNames } from '@/lib/request-headers';

// The 404 page (docs/product.md §8). proxy.ts rewrites every path that names no page to an unmatched route, so Next.js
// renders this file on the server with status 404 (a notFound() thrown inside a page would reach the
// browser as an empty document until scripts run). Paths the proxy never saw (missing files) get the
// framework's plain wording, docs/product.md §2 "Unknown route".

async function proxiedLocale() {
  const locale = (await headers()).get(requestHeaderNames.locale);
  return isLocale(locale) ? locale : null;
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await proxiedLocale();
  if (locale === null) return { title: '404: This page could not be found.' };
  return { title: `404 — ${getMessages(locale).shell.errors.notFoundTitle}` };
}

export default async function GlobalNotFound() {
  const locale = await proxiedLocale();
  if (locale === null) return <UnknownRoute />;
  return (
    <SiteShell locale={locale}>
      <NotFoundView locale={locale} offers={<CooperationOffers locale={locale} />} />
    </SiteShell>
  );
}

function UnknownRoute() {
  return (
    <html lang="en">
      <body>
        <main className="section">
          <div className="container">
            <h1>404</h1>
            <p className="lead">This page could not be found.</p>
            <a className="btn btn--primary" href="/">
              Home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
