import { describe, expect, it } from 'vitest';
import { scrollTargetOf, type Arrival } from './scroll-target';

const arrival = (over: Partial<Arrival>): Arrival => ({
  kind: 'PUSH',
  pathname: '/store/p/tee',
  hash: '',
  saved: undefined,
  ...over,
});

describe('scrollTargetOf', () => {
  it.each<[string, Arrival, string | undefined, ReturnType<typeof scrollTargetOf>]>([
    ['a new page opens at its top', arrival({}), '/store/c/tees', { kind: 'top' }],
    ['a replaced page opens at its top too', arrival({ kind: 'REPLACE' }), '/store', { kind: 'top' }],
    [
      'a new page with a hash opens at that element',
      arrival({ pathname: '/', hash: '#tour' }),
      '/store',
      { kind: 'element', id: 'tour' },
    ],
    ['an encoded hash is decoded', arrival({ hash: '#size%20guide' }), '/', { kind: 'element', id: 'size guide' }],
    [
      'Back returns to where the visitor left',
      arrival({ kind: 'POP', saved: 1840 }),
      '/store/p/tee',
      { kind: 'restore', y: 1840 },
    ],
    ['Back to an entry from before a reload opens at the top', arrival({ kind: 'POP' }), '/store', { kind: 'top' }],
    ['Back within one page with nothing saved stays put', arrival({ kind: 'POP' }), '/store/p/tee', { kind: 'stay' }],
    [
      'a filter on the same page keeps the scroll',
      arrival({ pathname: '/store/c/tees' }),
      '/store/c/tees',
      { kind: 'stay' },
    ],
  ])('%s', (_name, next, previous, expected) => {
    expect(scrollTargetOf(next, previous)).toEqual(expected);
  });
});
