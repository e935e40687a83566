import { describe, expect, it } from 'vitest';
import { compactCount } from './compact-count';

describe('compactCount', () => {
  it('rounds down, so the page never claims more fans than the settings say', () => {
    expect(compactCount(847)).toBe('847');
    expect(compactCount(15_673)).toBe('15K+');
    expect(compactCount(156_000)).toBe('156K+');
    expect(compactCount(2_490_000)).toBe('2.4M+');
  });
});
