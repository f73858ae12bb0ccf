import { paymentMethods } from '@vitrina/contract';
import { deliveryCities, formMessages } from '@vitrina/forms';
import { format, formatEuro, getMessages, localizedPath, withLocale } from '@vitrina/locale';
import { FREE_DELIVERY_FROM } from '@vitrina/pricing';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageIntro } from '@/app/_shell/PageIntro';
import { brandedTitle, metadataFor } from '@/app/_shell/page-metadata';
import { type LocaleParams, routeLocale } from '@/app/_shell/route-locale';
import { CartView } from '@/components/cart/CartView';
import type { CheckoutSetup } from '@/components/cart/checkout-setup';
import { priceActionTexts } from '@/components/offers/price-action-texts';
import { getCalculatorTypes } from '@/lib/api';
import { logApiFailure } from '@/lib/api/client';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  return metadataFor({
    locale,
    pathname: localizedPath(locale, 'cart'),
    title: brandedTitle(locale, getMessages(locale).shell.pages.cart),
  });
}

/**
 * /cart → /cos, /ru/korzina (docs/product.md §2): the same document for every visitor — the cart itself is read in the
 * browser through app/api/cart, so this page never reads a cookie and stays cacheable.
 */
export default async function CartPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const messages = getMessages(locale);
  const calculators = await getCalculatorTypes(locale).catch((error: unknown) => {
    // The empty cart still links the calculators page when the list cannot be read (docs/product.md §8).
    logApiFailure(error);
    return [];
  });
  // The threshold is the price engine's (docs/product.md §9), written into the texts here so it is said once.
  const amount = formatEuro(FREE_DELIVERY_FROM, locale);
  const texts = {
    ...messages.cart,
    hint: format(messages.cart.hint, { amount }),
    totals: { ...messages.cart.totals, deliveryNote: format(messages.cart.totals.deliveryNote, { amount }) },
  };
  const methods = messages.checkout.payment.methods;
  const checkout: CheckoutSetup = {
    texts: messages.checkout,
    fieldMessages: formMessages[locale],
    cities: deliveryCities.map((city) => ({ value: city.code, label: city[locale] })),
    paymentMethods: [
      { value: paymentMethods.card, label: methods.card },
      { value: paymentMethods.cash, label: methods.cash },
      { value: paymentMethods.invoice, label: methods.invoice },
      { value: paymentMethods.onDelivery, label: methods.onDelivery },
    ],
    showPassword: messages.controls.showPassword,
    terms: {
      template: messages.account.registration.terms,
      link: messages.account.registration.termsLink,
      newTab: messages.account.registration.newTab,
    },
    policyHref: localizedPath(locale, 'policy'),
    homeHref: localizedPath(locale, 'home'),
    closeLabel: messages.modals.close,
  };
  return (
    <PageIntro locale={locale} heading={messages.shell.pages.cart}>
      <Suspense
        fallback={
          <p role="status" className="lead">
            {messages.cart.loading}
          </p>
        }
      >
        <CartView
          locale={locale}
          texts={texts}
          calculators={calculators.map((calculator) => ({
            title: calculator.title,
            href: withLocale(locale, calculator.link),
          }))}
          calculatorsHref={localizedPath(locale, 'calculators')}
          checkout={checkout}
          priceActions={priceActionTexts(locale)}
        />
      </Suspense>
    </PageIntro>
  );
}
