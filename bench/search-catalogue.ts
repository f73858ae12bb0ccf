// A catalogue of generated products for the search bench: `node --import tsx bench/search-catalogue.ts
// <DATA_DIR> [count]` migrates and seeds the embedded database of DATA_DIR (as the API would on its first
// start), then inserts `count` (10,000) more products in Romanian and Russian. With DATABASE_URL set, that
// server's database is filled instead. Generated rows live only in the bench's own database, never the seed.
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { seed } from '../apps/api/src/db/seed';

// Words combined into titles and descriptions like the shop's own: a kind, a maker, a feature, a model.
const kinds: [string, string, string][] = [
  ['Fereastră PVC', 'Пластиковое окно', 'fereastra-pvc'],
  ['Fereastră din aluminiu', 'Алюминиевое окно', 'fereastra-aluminiu'],
  ['Ușă de intrare', 'Входная дверь', 'usa-intrare'],
  ['Ușă de balcon', 'Балконная дверь', 'usa-balcon'],
  ['Jaluzea orizontală', 'Горизонтальные жалюзи', 'jaluzea-orizontala'],
  ['Rulou exterior', 'Наружная рольставня', 'rulou-exterior'],
  ['Plasă anti-țânțari', 'Москитная сетка', 'plasa'],
  ['Pervaz', 'Подоконник', 'pervaz'],
  ['Copertină', 'Маркиза', 'copertina'],
  ['Poartă secțională', 'Секционные ворота', 'poarta'],
];
const makers = ['Rehau', 'Salamander', 'Veka', 'Aluplast', 'Schüco', 'Deceuninck', 'Kömmerling', 'Roto'];
const features: [string, string][] = [
  ['cu geam triplu', 'с тройным стеклопакетом'],
  ['cu două canaturi', 'с двумя створками'],
  ['cu deschidere oscilobatantă', 'с поворотно-откидным открыванием'],
  ['pentru casă', 'для частного дома'],
  ['pentru apartament', 'для квартиры'],
  ['cu izolare fonică', 'с шумоизоляцией'],
];
const sentences: [string, string][] = [
  [
    'Profilul cu cinci camere păstrează căldura iarna și răcoarea vara.',
    'Пятикамерный профиль сохраняет тепло зимой и прохладу летом.',
  ],
  [
    'Montajul îl fac echipele noastre, cu spumă, bandă și reglaj.',
    'Монтаж выполняют наши бригады — с пеной, лентами и регулировкой.',
  ],
  [
    'Feroneria ascunsă și garnitura dublă opresc curentul și praful.',
    'Скрытая фурнитура и двойной уплотнитель не пускают сквозняк и пыль.',
  ],
  ['Măsurarea este gratuită în toată Moldova.', 'Замер бесплатный по всей Молдове.'],
  [
    'Culoarea ramei se alege din paleta RAL sau cu folie de lemn.',
    'Цвет рамы выбирается по палитре RAL или с плёнкой под дерево.',
  ],
];

const pick = (list: readonly string[], index: string) =>
  sql.raw(`(array[${list.map((item) => `'${item}'`).join(', ')}])[1 + (${index})]`);

/** Inserts `count` generated products (slugs 'bench-…'), ro and ru, in one statement. */
export async function addGeneratedProducts(database: Database, count: number): Promise<void> {
  const kind = (language: 0 | 1 | 2) =>
    pick(
      kinds.map((entry) => entry[language]),
      `n % ${kinds.length}`,
    );
  const maker = pick(makers, `(n / ${kinds.length}) % ${makers.length}`);
  const feature = (language: 0 | 1) =>
    pick(
      features.map((entry) => entry[language]),
      `(n / 7) % ${features.length}`,
    );
  const sentence = (language: 0 | 1, offset: number) =>
    pick(
      sentences.map((entry) => entry[language]),
      `(n + ${offset}) % ${sentences.length}`,
    );
  await database.rows(sql`insert into products
      (slug, position, title, description, characteristics, price_cents, price_from, unit, image)
    select 'bench-' || ${kind(2)} || '-' || n, 100000 + n,
      jsonb_build_object(
        'ro', ${kind(0)} || ' ' || ${maker} || ' ' || ${feature(0)} || ' ' || (n % 90 + 10),
        'ru', ${kind(1)} || ' ' || ${maker} || ' ' || ${feature(1)} || ' ' || (n % 90 + 10)),
      jsonb_build_object(
        'ro', ${sentence(0, 0)} || ' ' || ${sentence(0, 2)} || ' Model ' || n || '.',
        'ru', ${sentence(1, 0)} || ' ' || ${sentence(1, 2)} || ' Модель ' || n || '.'),
      '{}'::jsonb, 10000 + (n * 37) % 90000, true, 'piece', '/static/catalog/window-double.svg'
    from generate_series(1, ${count}) as n
    on conflict (slug) do nothing`);
  await database.rows(sql`analyze products`);
}

if (process.argv[1]?.endsWith('search-catalogue.ts')) {
  const [dataDir, count = '10000'] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: search-catalogue.ts <DATA_DIR> [count]');
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await migrate(database);
  await seed(database);
  await addGeneratedProducts(database, Number(count));
  const [row] = await database.rows<{ products: number }>(
    sql`select count(*)::int as products from products`,
  );
  console.log(JSON.stringify(row));
  await database.close();
}
