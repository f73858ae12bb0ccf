import * as schema from '../schema';
import { hasRows, type Seeder } from './seeder';

/** Demo discount codes: 10 % off anything, and 25.00 € off from 200.00 € of goods. */
export const couponsSeeder: Seeder = {
  name: 'coupons',
  isSeeded: hasRows(schema.coupons),
  async run(tx) {
    await tx.insert(schema.coupons).values([
      { code: 'VITRINA10', kind: 'percent', value: 1000 },
      { code: 'BINEVENIT', kind: 'amount', value: 2500, minGoods: 20_000 },
    ]);
  },
};
