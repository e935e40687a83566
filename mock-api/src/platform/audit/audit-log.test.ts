import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './audit-log';

describe('withoutSecrets', () => {
  it('redacts secret-named fields at any depth', () => {
    expect(withoutSecrets({ email: 'a@b.c', nested: [{ password: 'x', cardNumber: '4242' }] })).toEqual({
      email: 'a@b.c',
      nested: [{ password: '[redacted]', cardNumber: '[redacted]' }],
    });
  });

  it('keeps what jsonb can store: NUL and lone surrogates in keys and values become U+FFFD, pairs stay', () => {
    expect(withoutSecrets({ 'a\u0000': 'x\uD800y', emoji: '🎸', low: '\uDFFF' })).toEqual({
      'a\uFFFD': 'x\uFFFDy',
      emoji: '🎸',
      low: '\uFFFD',
    });
  });

  it('summarises nesting deeper than any accepted body instead of recursing without end', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 10_000; level += 1) deep = [deep];
    const stored = JSON.stringify(withoutSecrets({ deep }));
    expect(stored).toContain('[nested too deep]');
    expect(stored.length).toBeLessThan(200);
  });
});
