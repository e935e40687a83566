import { describe, expect, it } from 'vitest';
import { subscribers } from './subscribers';

describe('subscribers', () => {
  it('says one in the singular and groups thousands', () => {
    expect([0, 1, 2, 1200].map(subscribers)).toEqual([
      '0 subscribers',
      '1 subscriber',
      '2 subscribers',
      '1,200 subscribers',
    ]);
  });
});
