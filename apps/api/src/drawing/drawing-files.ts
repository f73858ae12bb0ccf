import { createHash } from 'node:crypto';
import type { Locale } from '@vitrina/locale';
import type { Configuration } from '@vitrina/pricing';
import type { Queryable } from '../db/client';
import type { FileStore } from '../files/store';
import type { PreparedDefinitions } from '../modules/calculator/prepared-definitions';
import { definitionAt } from '../modules/calculator/quoting';
import { drawingPng } from './drawing-image';

// Drawings as PNG files in the file store, for e-mails that show them inline (cid:, docs/adr/0039). A drawing is
// named by what it shows (calculator, definition version, configuration, language), so the same item drawn
// twice is one file, and the e-mail that names it can be composed inside a transaction that cannot write files.

export interface DrawnItem {
  calculator_type_id: number | null;
  version: number | null;
  configuration: Configuration | null;
}

/** The PNG's width: sharp on a phone at the 160 px the e-mail shows it. */
const EMAIL_DRAWING_WIDTH = 480;

/** The key a configured item's drawing has in the file store; null for an item that is not drawn. */
export function drawingKey(item: DrawnItem, locale: Locale): string | null {
  if (item.calculator_type_id === null || item.version === null || item.configuration === null) return null;
  const what = JSON.stringify([item.calculator_type_id, item.version, item.configuration, locale]);
  return `drawings/${createHash('sha256').update(what).digest('hex').slice(0, 40)}.png`;
}

/**
 * Makes sure the drawing of each configured item is in the file store; answers the keys that are there. One that
 * cannot be drawn (its version missing) is left out: the e-mail then goes without that picture.
 */
export async function storeDrawings(
  files: FileStore,
  db: Queryable,
  prepared: PreparedDefinitions,
  items: readonly DrawnItem[],
  locale: Locale,
): Promise<Set<string>> {
  const stored = new Set<string>();
  for (const item of items) {
    const key = drawingKey(item, locale);
    if (key === null || stored.has(key)) continue;
    if ((await files.get(key)) === null) {
      const loaded = await definitionAt(
        db,
        prepared,
        item.calculator_type_id as number,
        item.version as number,
      );
      if (!loaded) continue;
      const png = drawingPng(
        { definition: loaded.definition, configuration: item.configuration as Configuration, locale },
        EMAIL_DRAWING_WIDTH,
      );
      // Two orders of the same item at once: the second put finds the key taken, and the file is there.
      await files.put(key, png, 'image/png').catch(async (error: unknown) => {
        if ((await files.get(key)) === null) throw error;
      });
    }
    stored.add(key);
  }
  return stored;
}
