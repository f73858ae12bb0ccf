import { getMessages, type Locale } from '@vitrina/locale';
import type { ReactNode } from 'react';
import { AccountProvider } from '@/components/account/AccountProvider';
import { CartProvider } from '@/components/cart/CartProvider';
import { ChunkReloadGuard } from '@/components/layout/ChunkReloadGuard';
import { ConnectionStatus } from '@/components/layout/ConnectionStatus';
import { CookieNotice } from '@/components/layout/CookieNotice';
import { HydrationMark } from '@/components/layout/HydrationMark';
import { LinkRouter } from '@/components/layout/LinkRouter';
import { LoadingBar } from '@/components/layout/LoadingBar';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { ModalProvider } from '@/components/modals/ModalProvider';
import { getFooterColumns, getHeaderLinks, getHomePage, getInfoPages, getMenu } from '@/lib/api';
import { PageFailureGate } from './PageFailureGate';

interface SiteShellProps {
  locale: Locale;
  children: ReactNode;
}

/**
 * The whole document around a page (docs/product.md §2 Layout): header, main, footer and the always-present client
 * helpers. Shared by the [locale] root layout and the 404 page, which Next.js renders outside that layout.
 */
export async function SiteShell({ locale, children }: SiteShellProps) {
  const [menu, links, home, columns, infoPages] = await Promise.all([
    getMenu(locale),
    getHeaderLinks(locale),
    getHomePage(locale),
    getFooterColumns(locale),
    getInfoPages(locale),
  ]);
  const messages = getMessages(locale);

  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main">
          {messages.shell.skipToContent}
        </a>
        <LoadingBar />
        <ModalProvider>
          {/* The visitor's account and cart, fetched in the browser (the account first, docs/product.md §4): the layout
              itself never reads cookies, the customer or the cart. */}
          <AccountProvider locale={locale}>
            <CartProvider locale={locale}>
              <SiteHeader
                locale={locale}
                menu={menu}
                links={links}
                site={home.site}
                languages={home.available_languages}
              />
              <main id="main" tabIndex={-1}>
                <PageFailureGate>{children}</PageFailureGate>
              </main>
              <SiteFooter locale={locale} columns={columns} infoPages={infoPages} site={home.site} />
              <CookieNotice locale={locale} />
              <ConnectionStatus locale={locale} />
            </CartProvider>
          </AccountProvider>
        </ModalProvider>
        <ChunkReloadGuard />
        <LinkRouter />
        <HydrationMark />
      </body>
    </html>
  );
}
