import { describe, expect, it } from 'vitest';
import { ORDER_NUMBER_EXAMPLE } from '@ps/shared/rules';
import { ORDER_NUMBER_PATTERN } from './order';

describe('ORDER_NUMBER_EXAMPLE', () => {
  it('is an order number in the shop’s own format, as placeholders and messages show it', () => {
    expect(ORDER_NUMBER_EXAMPLE).toMatch(ORDER_NUMBER_PATTERN);
  });
});
