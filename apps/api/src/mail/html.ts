// HTML with every interpolated value escaped: the e-mails (orders, password reset, forms) and the sandbox
// bank's page build their markup with these, so a value typed by a visitor can never become markup.

/** Markup that is already safe; anything else interpolated into `html` is escaped. */
export class Markup {
  constructor(readonly value: string) {}
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

export type Fragment = Markup | string | number | null | undefined | false | readonly Fragment[];

/** The text of a fragment: markup as it is, anything else escaped. */
export function render(fragment: Fragment): string {
  if (fragment instanceof Markup) return fragment.value;
  if (Array.isArray(fragment)) return fragment.map(render).join('');
  if (fragment === null || fragment === undefined || fragment === false) return '';
  return escapeHtml(String(fragment));
}

export function html(strings: TemplateStringsArray, ...values: Fragment[]): Markup {
  return new Markup(strings.reduce((out, string, index) => out + render(values[index - 1]) + string));
}

/** Several lines typed by a visitor: each escaped, joined by <br>. */
export function lines(value: string): Markup {
  return new Markup(
    value
      .split(/\r\n|\r|\n/)
      .map(escapeHtml)
      .join('<br>'),
  );
}

/** One line: a name typed with a line break stays on one line in a subject, a greeting or an address. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
