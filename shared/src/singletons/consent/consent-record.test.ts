import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL_CONSENT, createConsentRecord, isConsentRecord, REJECT_ALL_CONSENT } from './consent-record';

const now = new Date('2024-05-01T12:00:00.000Z');

describe('consent record', () => {
  it('is created with version 1.0 and the date, keeping only the four flags', () => {
    const record = createConsentRecord({ ...ACCEPT_ALL_CONSENT, extra: true } as typeof ACCEPT_ALL_CONSENT, now);
    expect(record).toEqual({ ...ACCEPT_ALL_CONSENT, consentDate: '2024-05-01T12:00:00.000Z', version: '1.0' });
  });

  it('accepts a stored record and rejects corrupt ones', () => {
    expect(isConsentRecord(createConsentRecord(REJECT_ALL_CONSENT, now))).toBe(true);
    const good = createConsentRecord(ACCEPT_ALL_CONSENT, now);
    expect(isConsentRecord(null)).toBe(false);
    expect(isConsentRecord('yes')).toBe(false);
    expect(isConsentRecord({ ...good, version: '2.0' })).toBe(false);
    expect(isConsentRecord({ ...good, allowAnalytics: 'true' })).toBe(false);
    expect(isConsentRecord({ ...good, consentDate: 'yesterday' })).toBe(false);
    const { allowMarketing: _missing, ...withoutMarketing } = good;
    expect(isConsentRecord(withoutMarketing)).toBe(false);
  });
});
