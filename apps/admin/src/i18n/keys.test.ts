import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as choices from '../choices';
import { ro } from './ro';
import { ru } from './ru';

// ru.ts is typed against ro.ts, so both have the same keys; this checks that the screens ask for keys that
// exist, which the type cannot see (react-admin takes them as strings).

const source = fileURLToPath(new URL('..', import.meta.url));

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : files(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function lookup(messages: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
}

/** Every whole key written in the screens: 'vitrina.…' and 'resources.…' between quotes. */
const usedKeys = [
  ...new Set(
    files(source).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"]((?:vitrina|resources)\.[\w.]+)['"]/g)].map(
        (m) => m[1] ?? '',
      ),
    ),
  ),
];

describe('the texts of the back office', () => {
  it('finds keys to check', () => {
    expect(usedKeys.length).toBeGreaterThan(50);
  });

  for (const [name, messages] of [['ro', ro] as const, ['ru', ru] as const]) {
    it(`has every key the screens use in ${name}`, () => {
      const missing = usedKeys.filter((key) => typeof lookup(messages, key) !== 'string');
      expect(missing).toEqual([]);
    });

    it(`names every choice in ${name}`, () => {
      const names = Object.values(choices).flatMap((list) => list.map((choice) => choice.name));
      const missing = names.filter((key) => typeof lookup(messages, key) !== 'string');
      expect(missing).toEqual([]);
    });
  }
});
