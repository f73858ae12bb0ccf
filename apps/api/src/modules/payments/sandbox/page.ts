import { format, formatEuro, isLocale, type Locale } from '@vitrina/locale';
import { escapeHtml } from '../../../mail/html';
import { paymentMessages } from '../messages';
import type { SandboxPayment } from './bank';

/**
 * The sandbox bank's hosted page: plain HTML with two forms, no script. Styles carry the response's CSP
 * nonce. Colours keep at least 7:1 contrast for text and 4.5:1 for the buttons' labels.
 */
const styles = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f4f4}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #767676;border-radius:8px}
h1{font-size:1.5rem;margin:0 0 1rem}
.notice{padding:.75rem;background:#fff4ce;border-left:4px solid #8a6100}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}
dt{font-weight:600}dd{margin:0}
.actions{display:flex;gap:1rem;flex-wrap:wrap;margin-top:1.5rem}
button,a.button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border-radius:6px;cursor:pointer;text-decoration:none}
.pay{background:#0b5d1e;color:#fff;border:2px solid #0b5d1e}
.decline{background:#fff;color:#8b1a1a;border:2px solid #8b1a1a}
a.button{display:inline-block;background:#1d4ed8;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
`;

function documentOf(locale: Locale, title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function localeOf(payment: SandboxPayment): Locale {
  return isLocale(payment.language) ? payment.language : 'ro';
}

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
