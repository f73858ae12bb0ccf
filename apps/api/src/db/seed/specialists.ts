import * as schema from '../schema';
import { hasRows, type Seeder } from './seeder';
import { specialists } from './specialists-data';

/** The specialist finder's demo installers, in their order; photos are drawn SVGs in static/specialists/. */
export const specialistsSeeder: Seeder = {
  name: 'specialists',
  isSeeded: hasRows(schema.specialists),
  async run(tx) {
    await tx.insert(schema.specialists).values(
      specialists.map(({ slug, ...specialist }, position) => ({
        ...specialist,
        position,
        photo: `/static/specialists/${slug}.svg`,
      })),
    );
  },
};
