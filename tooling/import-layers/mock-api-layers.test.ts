import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { measureLayers } from './mock-api-layers';

const report = measureLayers(fileURLToPath(new URL('../../mock-api/src', import.meta.url)));

describe("the API's layers", () => {
  it('when every import is followed, type-only ones included, then no two files import each other', () => {
    expect(report.cycles).toEqual([]);
  });

  it('when every import is followed, then no lower layer imports a higher one', () => {
    expect(report.upward).toEqual([]);
  });

  it('when files are grouped by folder, then no two folders import each other, through others or directly', () => {
    expect(report.folderCycles).toEqual([]);
  });
});
