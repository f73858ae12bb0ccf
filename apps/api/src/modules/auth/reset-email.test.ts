import { RESET_LINK_LIFETIME_MINUTES } from '@vitrina/contract';
import { format } from '@vitrina/locale';
import { describe, expect, it } from 'vitest';
import { resetEmail, resetEmailMessages, resetLink } from './reset-email';

describe('the password-reset e-mail', () => {
  it('links to the home page of the language, with the token in the query', () => {
    expect(resetLink('https://vitrina.md', 'ro', 'abc_-1')).toBe('https://vitrina.md/?reset_token=abc_-1');
    expect(resetLink('https://vitrina.md/', 'ru', 'abc_-1')).toBe('https://vitrina.md/ru?reset_token=abc_-1');
  });

  it('says the same in text and HTML, in its language, with every value escaped in the HTML', () => {
    for (const locale of ['ro', 'ru'] as const) {
      const link = resetLink('https://vitrina.md', locale, 'tok');
      const mail = resetEmail({ firstName: 'Ion\n<script>', email: 'i&o@mail.md', link, locale });
      const m = resetEmailMessages[locale];
      expect(mail.subject).toBe(m.subject);
      const validity = format(m.validity, { minutes: RESET_LINK_LIFETIME_MINUTES });
      expect(validity).toContain('60');
      for (const part of [validity, m.ignore, link]) expect(mail.text).toContain(part);
      expect(mail.text).toContain('Ion <script>');
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain('Ion &lt;script&gt;');
      expect(mail.html).toContain('i&amp;o@mail.md');
      expect(mail.html).not.toContain('<script>');
    }
  });
});
