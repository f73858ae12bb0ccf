import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// The e-mails of a run: the API writes each as an .eml file in $E2E_DATA_DIR/outbox (no SMTP in tests).

/** Quoted-printable undone as far as a test reads it: soft line breaks ('=\n') and '=3D'. */
export const readable = (raw: string): string => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The newest e-mail (raw .eml text) for which `match` holds, waited for up to 15 s. */
export async function waitForEmail(match: (raw: string) => boolean, what: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
    for (const name of names.sort().reverse()) {
      const raw = await readFile(path.join(outbox, name), 'utf8');
      if (match(raw)) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail ${what}`);
}

/** A header's value ('To', 'Reply-To'), or null. */
export const header = (raw: string, name: string): string | null =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? null;

/** The bytes of the attachment of `contentType`, or null when the e-mail has none. */
export function attachment(raw: string, contentType: string): Buffer | null {
  const part = raw
    .split(/\r?\n--/)
    .find((chunk) => chunk.toLowerCase().includes(`content-type: ${contentType}`));
  if (part === undefined) return null;
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('');
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
}
