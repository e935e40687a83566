import { describe, expect, it } from 'vitest';
import { checkLoad } from './load-check.mjs';

describe('checkLoad', () => {
  it('measures on a quiet machine, up to and including a load of 1.0', () => {
    expect(checkLoad(1.0)).toMatchObject({ measure: true, valid: true });
    expect(checkLoad(0.2).message).toContain('1-minute load average 0.20');
  });

  it('refuses above 1.0 and says why and how to measure anyway', () => {
    const verdict = checkLoad(3.47);
    expect(verdict).toMatchObject({ measure: false, valid: false });
    expect(verdict.message).toContain('1-minute load average 3.47 is above 1');
    expect(verdict.message).toContain('--ignore-load');
  });

  it('measures anyway when told to, with the figures marked not valid', () => {
    const verdict = checkLoad(7.9, { ignoreLoad: true });
    expect(verdict).toMatchObject({ measure: true, valid: false });
    expect(verdict.message).toContain('NOT VALID');
  });
});
