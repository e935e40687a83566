import { describe, expect, it } from 'vitest';
import { lineShortfall } from './index';

describe('lineShortfall', () => {
  it('calls a line sold out when nothing is left, short when it holds more than is left', () => {
    expect(lineShortfall(1, 0)).toEqual({ kind: 'sold-out' });
    expect(lineShortfall(3, 2)).toEqual({ kind: 'short', unitsLeft: 2 });
    expect(lineShortfall(2, 2)).toBeNull();
  });
});
