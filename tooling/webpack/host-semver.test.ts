import { describe, expect, it } from 'vitest';
// The runtime's own module, which the shell's build replaces with host-semver.mjs.
import { satisfy as stockSatisfy } from '../../node_modules/@module-federation/runtime-core/dist/utils/semver/index.js';
import { satisfy } from './host-semver.mjs';

const VERSIONS = [
  '0.0.1',
  '0.0.2',
  '0.1.0',
  '0.1.1',
  '0.2.0',
  '1.0.0',
  '1.2.3',
  '1.2.4',
  '1.3.0',
  '2.0.0',
  '5.1.0',
  '5.107.9',
  '5.108.0',
  '5.108.3',
  '6.0.0',
  '6.6.0',
  '6.6.2',
  '6.30.3',
  '6.31.0',
  '7.0.0',
  '19.2.8',
  '19.2.9',
  '19.3.0',
  '20.0.0',
];

// Every shape the shared config writes (package.json ranges and exact pins) and the runtime's own `<=` checks.
const RANGES = [
  '19.2.9',
  '6.30.3',
  '^5.108.0',
  '^6.6.0',
  '^5.1.0',
  '^0.1.0',
  '^0.0.1',
  '^1.2.3',
  '~1.2.3',
  '~6.6.0',
  '>=1.2.3',
  '<=5.108.0',
  '<=0.1.0',
  '<2.0.0',
  '>1.2.3',
  '*',
  '',
  '1.x',
  '^6',
  '>=1.0.0 <2.0.0',
  '^1.2.3 || ^19.0.0',
];

describe("the shell's semver", () => {
  it('answers every range the shared modules use as the runtime does', () => {
    for (const version of VERSIONS)
      for (const range of RANGES)
        expect([version, range, satisfy(version, range)]).toEqual([version, range, stockSatisfy(version, range)]);
  });

  it('refuses a version it cannot read', () => {
    expect(satisfy('', '^1.0.0')).toBe(false);
    expect(satisfy('not-a-version', '*')).toBe(stockSatisfy('not-a-version', '*'));
  });
});
