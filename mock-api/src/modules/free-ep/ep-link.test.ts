import { describe, expect, it } from 'vitest';
import { checkEpLink, epLinkUrl, signEpLink } from './ep-link';

const KEY = 'k'.repeat(32);
const NOW = new Date('2026-05-01T12:00:00Z');
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('EP download links', () => {
  it('accepts its own link until it expires 30 days later', () => {
    const query = queryOf(signEpLink('https://ps.example', KEY, 42, NOW));
    expect(checkEpLink(query, KEY, NOW)).toEqual({ kind: 'valid', subscriberId: 42 });
    expect(checkEpLink(query, KEY, new Date(NOW.getTime() + 29 * 86_400_000))).toMatchObject({ kind: 'valid' });
    expect(checkEpLink(query, KEY, new Date(NOW.getTime() + 30 * 86_400_000))).toEqual({ kind: 'expired' });
  });

  it('refuses a changed subscriber or date, another key and missing fields', () => {
    const query = queryOf(signEpLink('https://ps.example', KEY, 42, NOW));
    expect(checkEpLink({ ...query, subscriber: '43' }, KEY, NOW)).toEqual({ kind: 'invalid' });
    expect(checkEpLink({ ...query, expires: String(Number(query.expires) + 1) }, KEY, NOW)).toEqual({
      kind: 'invalid',
    });
    expect(checkEpLink(query, 'x'.repeat(32), NOW)).toEqual({ kind: 'invalid' });
    expect(checkEpLink({ subscriber: '42' }, KEY, NOW)).toEqual({ kind: 'invalid' });
  });

  it('builds links on the given origin', () => {
    expect(epLinkUrl('https://ps.example', KEY, { subscriber: 1, expires: 2 })).toMatch(
      /^https:\/\/ps\.example\/api\/free-ep\/download\?subscriber=1&expires=2&signature=[\w-]{43}$/,
    );
  });
});
