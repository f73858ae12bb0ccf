import { RESET_LINK_LIFETIME_MINUTES } from '@vitrina/contract';
import { defineMessages, format, type Locale, withLocale } from '@vitrina/locale';
import { escapeHtml, oneLine } from '../../mail/html';

// The password-reset e-mail (docs/product.md §4 "password reset", docs/architecture.md §2 e-mail): plain text and HTML, in the
// language the storefront asked for. The link opens the storefront's home page, whose "new password" modal
// reads `reset_token` from the query.

export const resetEmailMessages = defineMessages({
  ro: {
    subject: 'Resetarea parolei — Vitrina',
    greeting: 'Bună ziua, {name}!',
    intro: 'Am primit o cerere de resetare a parolei contului Vitrina cu adresa {email}.',
    action: 'Pentru a alege o parolă nouă, deschideți linkul de mai jos:',
    button: 'Alegeți o parolă nouă',
    validity: 'Linkul este valabil {minutes} de minute și poate fi folosit o singură dată.',
    ignore:
      'Dacă nu ați cerut resetarea parolei, ignorați acest e-mail: parola dumneavoastră rămâne cea de acum.',
    signature: 'Cu respect, echipa Vitrina',
  },
  ru: {
    subject: 'Сброс пароля — Vitrina',
    greeting: 'Здравствуйте, {name}!',
    intro: 'Мы получили запрос на сброс пароля учётной записи Vitrina с адресом {email}.',
    action: 'Чтобы задать новый пароль, откройте ссылку ниже:',
    button: 'Задать новый пароль',
    validity: 'Ссылка действует {minutes} минут и срабатывает только один раз.',
    ignore:
      'Если вы не запрашивали сброс пароля, просто проигнорируйте это письмо: пароль останется прежним.',
    signature: 'С уважением, команда Vitrina',
  },
});

/** The storefront page that opens the "new password" modal: the home page of `locale`. */
export function resetLink(publicOrigin: string, locale: Locale, token: string): string {
  return `${publicOrigin.replace(/\/+$/, '')}${withLocale(locale, '/')}?reset_token=${encodeURIComponent(token)}`;
}

export function resetEmail(input: { firstName: string; email: string; link: string; locale: Locale }): {
  subject: string;
  text: string;
  html: string;
} {
  const m = resetEmailMessages[input.locale];
  const greeting = format(m.greeting, { name: oneLine(input.firstName) });
  const intro = format(m.intro, { email: input.email });
  const validity = format(m.validity, { minutes: RESET_LINK_LIFETIME_MINUTES });
  const text = [greeting, intro, `${m.action}\n${input.link}`, validity, m.ignore, m.signature].join('\n\n');
  const p = (content: string) => `<p style="margin:0 0 12px;">${content}</p>`;
  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="${input.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f7fa;">
<div style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;max-width:680px;margin:0 auto;padding:24px;background:#ffffff;font-size:15px;line-height:1.5;">
${p(escapeHtml(greeting))}
${p(escapeHtml(intro))}
${p(escapeHtml(m.action))}
<p style="margin:0 0 12px;"><a href="${link}" style="display:inline-block;padding:10px 18px;background:#1f6feb;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(m.button)}</a></p>
${p(`<a href="${link}" style="color:#1f6feb;word-break:break-all;">${link}</a>`)}
${p(escapeHtml(validity))}
${p(escapeHtml(m.ignore))}
${p(escapeHtml(m.signature))}
</div>
</body>
</html>
`;
  return { subject: m.subject, text: `${text}\n`, html };
}
