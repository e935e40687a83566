import { seededRandom } from '../lib/seeded-random';
import type { StockProfile } from './catalog/types';

/** Units per variant for a stock profile, repeatable for the same key. */
export function spreadStock(profile: StockProfile, variantCount: number, key: string): number[] {
  const random = seededRandom(`stock/${key}`);
  const plenty = () => Array.from({ length: variantCount }, () => random.int(12, 60));
  switch (profile) {
    case 'plenty':
      return plenty();
    case 'sold-out':
      return Array.from({ length: variantCount }, () => 0);
    case 'one-variant-sold-out': {
      if (variantCount < 2) throw new Error(`${key}: one-variant-sold-out needs two or more variants`);
      const units = plenty();
      units[random.int(0, variantCount - 1)] = 0;
      return units;
    }
    case 'low': {
      // "Low" is the store's badge threshold: five units or fewer in total.
      const units = Array.from({ length: variantCount }, () => 0);
      const total = random.int(2, 5);
      for (let unit = 0; unit < total; unit += 1) {
        const index = random.int(0, variantCount - 1);
        units[index] = (units[index] ?? 0) + 1;
      }
      return units;
    }
  }
}
