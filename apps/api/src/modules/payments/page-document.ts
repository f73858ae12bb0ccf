import { randomBytes } from 'node:crypto';
import type { Locale } from '@vitrina/locale';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../mail/html';

// The HTML pages the payments module shows a browser itself: the sandbox bank's hosted page and the pay-again
// link's answers when there is nothing to pay.

/** Plain HTML, no script; styles carry the response's CSP nonce. Text keeps 7:1 contrast, button labels 4.5:1. */
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

export function documentOf(locale: Locale, title: string, nonce: string, body: string): string {
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

/**
 * A page of this module. Its own CSP replaces the API's JSON policy: styles by nonce, the sandbox page's forms
 * may post to this API and — since Chromium applies form-action to the redirect after a POST — land on the
 * storefront.
 */
export function sendHtml(
  reply: FastifyReply,
  status: number,
  render: (nonce: string) => string,
  publicOrigin: string,
) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self' ${publicOrigin}; ` +
        "frame-ancestors 'none'; base-uri 'none'",
    )
    .send(render(nonce));
}
