import { describe, expect, it } from 'vitest';
import { REMEMBERED_CART_KEY } from '@ps/shared/cart';
import { parseRememberedLines } from './remembered-lines';

const line = {
  id: 7,
  product: { slug: 'panic-tee', name: 'Panic Tee' },
  variant: { attributes: { size: 'M' } },
  imageUrl: '/media/tee.webp',
  quantity: 2,
};

describe('the lines this browser remembers', () => {
  it('reads the lines the cart singleton keeps, under its key', () => {
    expect(REMEMBERED_CART_KEY).toBe('ps_cart_lines');
    expect(parseRememberedLines(JSON.stringify({ sessionId: 'session-a', lines: [line] }), 'session-a')).toEqual([
      line,
    ]);
  });

  it('answers nothing for another session, no lines or a stored value of another shape', () => {
    const raw = JSON.stringify({ sessionId: 'session-a', lines: [line] });
    expect(parseRememberedLines(raw, 'session-b')).toBeNull();
    expect(parseRememberedLines(JSON.stringify({ sessionId: 'session-a', lines: [] }), 'session-a')).toBeNull();
    expect(parseRememberedLines('{"sessionId":"session-a","lines":[{"id":"7"}]}', 'session-a')).toBeNull();
    expect(parseRememberedLines('not json', 'session-a')).toBeNull();
    expect(parseRememberedLines(null, 'session-a')).toBeNull();
  });
});
