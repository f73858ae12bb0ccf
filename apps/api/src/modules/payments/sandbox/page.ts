import { format, formatEuro, isLocale, type Locale } from '@vitrina/locale';
import { escapeHtml } from '../../../mail/html';
import { paymentMessages } from '../messages';
import { documentOf } from '../page-document';
import type { SandboxPayment } from './bank';

export function localeOf(payment: SandboxPayment): Locale {
  return isLocale(payment.language) ? payment.language : 'ro';
}

/** The sandbox bank's hosted page: the order, the amount and two forms, Pay and Decline. */
export function paymentPage(payment: SandboxPayment, nonce: string): string {
  const locale = localeOf(payment);
  const texts = paymentMessages[locale].page;
  const amount = formatEuro(payment.amount, locale, 'always');
  const base = `/payments/sandbox/${encodeURIComponent(payment.payId)}`;
  const actions =
    payment.status === 'CREATED'
      ? `<div class="actions">
<form method="post" action="${base}/pay"><button type="submit" class="pay">${escapeHtml(format(texts.pay, { amount }))}</button></form>
<form method="post" action="${base}/decline"><button type="submit" class="decline">${escapeHtml(texts.decline)}</button></form>
</div>`
      : `<p role="status">${escapeHtml(
          payment.status === 'OK'
            ? texts.paid
            : payment.status === 'REVERSED'
              ? texts.refunded
              : texts.failed,
        )}</p>
<p><a class="button" href="${escapeHtml(payment.status === 'FAILED' ? payment.failUrl : payment.okUrl)}">${escapeHtml(texts.continue)}</a></p>`;
  return documentOf(
    locale,
    texts.title,
    nonce,
    `<h1>${escapeHtml(texts.heading)}</h1>
<p class="notice">${escapeHtml(texts.notice)}</p>
<dl>
<dt>${escapeHtml(texts.description)}</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>${escapeHtml(texts.amount)}</dt><dd>${escapeHtml(amount)}</dd>
</dl>
${actions}`,
  );
}

export function notFoundPage(locale: Locale, nonce: string): string {
  const texts = paymentMessages[locale].page;
  return documentOf(
    locale,
    texts.notFoundTitle,
    nonce,
    `<h1>${escapeHtml(texts.notFoundHeading)}</h1>\n<p>${escapeHtml(texts.notFound)}</p>`,
  );
}
