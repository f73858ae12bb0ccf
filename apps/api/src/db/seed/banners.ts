import * as schema from '../schema';
import { banners } from './banners-data';
import { hasRows, type Seeder, type Tx } from './seeder';

/** The hero screen and the offer, discount, service and cooperation banners. */
export const bannersSeeder: Seeder = {
  name: 'banners',
  isSeeded: hasRows(schema.banners),
  run: seedBanners,
};

async function seedBanners(tx: Tx) {
  const positions = new Map<string, number>();
  for (const banner of banners) {
    const position = positions.get(banner.kind) ?? 0;
    positions.set(banner.kind, position + 1);
    const [inserted] = await tx
      .insert(schema.banners)
      .values({
        kind: banner.kind,
        position,
        title: banner.title,
        description: banner.description,
        imageFile: banner.image,
        imageAlt: banner.alt,
      })
      .returning({ id: schema.banners.id });
    if (!inserted) throw new Error('banner was not inserted');
    await tx.insert(schema.bannerButtons).values(
      banner.buttons.map((button, buttonPosition) => ({
        bannerId: inserted.id,
        position: buttonPosition,
        type: button.type,
        title: button.title,
        href: button.href ?? null,
      })),
    );
    if (banner.facts?.length)
      await tx.insert(schema.bannerFacts).values(
        banner.facts.map((fact, factPosition) => ({
          bannerId: inserted.id,
          position: factPosition,
          ...fact,
        })),
      );
  }
}
