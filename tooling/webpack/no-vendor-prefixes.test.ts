import { describe, expect, it } from 'vitest';
// stylis's own module, which the browser builds replace with no-vendor-prefixes.mjs.
import * as stockPrefixer from '../../node_modules/stylis/src/Prefixer.js';
import * as noVendorPrefixes from './no-vendor-prefixes.mjs';

// That styled-components never prefixes by default is shell/src/app/server-styles/unprefixed-styles.test.ts.
describe('the browser builds without vendor prefixes', () => {
  it('exports every name of the module it replaces', () => {
    expect(Object.keys(noVendorPrefixes).sort()).toEqual(Object.keys(stockPrefixer).sort());
  });

  it('refuses to prefix instead of drawing styles the server did not', () => {
    expect(() => noVendorPrefixes.prefix()).toThrow(/left out/);
  });
});
