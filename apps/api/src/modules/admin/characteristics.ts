import type { TranslatedCharacteristics } from '../../db/schema';

// A product's characteristics are stored per language ({ro: [{name, value}], ru: [...]}, what the storefront
// reads) and edited side by side: row i of Romanian beside row i of Russian. These turn one into the other.

type Both = { ro: string; ru: string };
export type CharacteristicRow = { name: Both; value: Both };

/** The stored lists as rows; a language with fewer rows shows blanks, which a save then asks to fill. */
export function characteristicRows(stored: TranslatedCharacteristics): CharacteristicRow[] {
  const ro = stored.ro ?? [];
  const ru = stored.ru ?? [];
  return Array.from({ length: Math.max(ro.length, ru.length) }, (_, index) => ({
    name: { ro: ro[index]?.name ?? '', ru: ru[index]?.name ?? '' },
    value: { ro: ro[index]?.value ?? '', ru: ru[index]?.value ?? '' },
  }));
}

export function storedCharacteristics(rows: readonly CharacteristicRow[]): TranslatedCharacteristics {
  return {
    ro: rows.map((row) => ({ name: row.name.ro, value: row.value.ro })),
    ru: rows.map((row) => ({ name: row.name.ru, value: row.value.ru })),
  };
}
