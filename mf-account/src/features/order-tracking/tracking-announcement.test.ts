import { describe, expect, it } from 'vitest';
import type { OrderDetailResponse } from '@ps/shared/schemas';
import { TooManyLookupsError } from '../../lib/orders-api/orders-request';
import { trackingAnnouncement } from './tracking-announcement';

const found = (masked: boolean) =>
  ({ order: { orderNumber: 'PS-2026-7KX4QM', status: 'shipped' }, masked }) as OrderDetailResponse;

describe('tracking announcement', () => {
  it('says nothing before a number is given', () => {
    expect(trackingAnnouncement(undefined, { isFetching: false, error: null })).toBe('');
  });

  it('announces the lookup while it runs', () => {
    expect(trackingAnnouncement('PS-2026-7KX4QM', { isFetching: true, error: null })).toBe('Looking up your order...');
  });

  it('announces the result with the tracking label', () => {
    const state = { isFetching: false, error: null };
    expect(trackingAnnouncement('PS-2026-7KX4QM', { ...state, data: found(false) })).toBe(
      'Order PS-2026-7KX4QM: On the Way.',
    );
    expect(trackingAnnouncement('PS-2026-7KX4QM', { ...state, data: found(true) })).toContain('hidden');
  });

  it('tells a missing order from too many lookups', () => {
    expect(trackingAnnouncement('PS-2026-7KX4QM', { isFetching: false, error: new Error('Order not found') })).toBe(
      'Order Not Found',
    );
    expect(
      trackingAnnouncement('PS-2026-7KX4QM', { isFetching: false, error: new TooManyLookupsError('slow down') }),
    ).toContain('Too many lookups');
  });
});
