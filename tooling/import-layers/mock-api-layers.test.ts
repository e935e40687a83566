import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { measureLayers } from './mock-api-layers';

const report = measureLayers(fileURLToPath(new URL('../../mock-api/src', import.meta.url)));

describe("the API's layers", () => {
  it('when every import is followed, type-only ones included, then no two files import each other', () => {
    expect(report.cycles).toEqual([]);
  });

  it('when a lower layer imports a higher one, then it is only the migration that redraws the seeded pictures', () => {
    // 0053 rebuilds the seed's own pictures for databases seeded before decision 046 (see the migration).
    expect(report.upward).toEqual([{ from: 'db/migrations/0053-product-artwork.ts', to: 'seed/build-catalog.ts' }]);
  });
});
