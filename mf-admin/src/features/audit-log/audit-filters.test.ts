import { describe, expect, it } from 'vitest';
import { filtersFrom, queryOf, searchOf } from './audit-filters';

describe('audit log filters', () => {
  it('reads the address, ignoring what is not a valid value', () => {
    const filters = filtersFrom(
      new URLSearchParams({ actor: ' crew@example.com ', from: '2026-03-01', to: 'soon', page: '3', size: '33' }),
    );
    expect(filters).toEqual({ actor: 'crew@example.com', action: '', from: '2026-03-01', to: '', page: 3, size: 20 });
    expect(filtersFrom(new URLSearchParams({ page: '-2', size: '50' }))).toMatchObject({ page: 1, size: 50 });
  });

  it('writes only what differs from the defaults, so a round trip keeps the filters', () => {
    const filters = { actor: '', action: 'staff.sign_in', from: '', to: '2026-03-09', page: 1, size: 20 };
    expect(searchOf(filters).toString()).toBe('action=staff.sign_in&to=2026-03-09');
    expect(filtersFrom(searchOf(filters))).toEqual(filters);
  });

  it('asks the API for the page and whole UTC days', () => {
    expect(queryOf({ actor: 'a@b.co', action: '', from: '2026-03-01', to: '2026-03-31', page: 3, size: 50 })).toEqual({
      limit: 50,
      offset: 100,
      actor: 'a@b.co',
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-04-01T00:00:00.000Z',
    });
  });
});
