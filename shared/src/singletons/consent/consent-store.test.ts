// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL_CONSENT, REJECT_ALL_CONSENT } from './consent-record';
import {
  selectAllowsAnalytics,
  selectAllowsMarketing,
  selectAllowsPersonalization,
  selectHasTrackingConsent,
  useConsentStore,
} from './consent-store';
import { PERSONAL_DATA_KEYS } from './personal-data-keys';

const none = REJECT_ALL_CONSENT;
const storePersonalData = () =>
  Object.values(PERSONAL_DATA_KEYS).forEach((key) => window.localStorage.setItem(key, '"something"'));
const storedPersonalKeys = () =>
  Object.values(PERSONAL_DATA_KEYS).filter((key) => window.localStorage.getItem(key) !== null);

describe('useConsentStore', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useConsentStore.setState({ record: null });
  });

  it('records the flags with version 1.0 and a date under ps_gdpr_consent', () => {
    useConsentStore.getState().saveConsent({ ...none, allowTracking: true });
    const stored = JSON.parse(window.localStorage.getItem('ps_gdpr_consent') ?? 'null');
    expect(stored).toMatchObject({ allowTracking: true, version: '1.0' });
    expect(new Date(stored.consentDate).getTime()).not.toBeNaN();
  });

  it('counts only allowTracking as consent', () => {
    useConsentStore.getState().saveConsent({ ...none, allowAnalytics: true, allowMarketing: true });
    expect(selectHasTrackingConsent(useConsentStore.getState())).toBe(false);
    useConsentStore.getState().saveConsent({ ...none, allowTracking: true });
    expect(selectHasTrackingConsent(useConsentStore.getState())).toBe(true);
  });

  it('allows analytics, personalization and marketing only together with tracking', () => {
    useConsentStore.getState().saveConsent({ ...ACCEPT_ALL_CONSENT, allowTracking: false });
    expect(selectAllowsAnalytics(useConsentStore.getState())).toBe(false);
    expect(selectAllowsPersonalization(useConsentStore.getState())).toBe(false);
    expect(selectAllowsMarketing(useConsentStore.getState())).toBe(false);
    useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT);
    expect(selectAllowsAnalytics(useConsentStore.getState())).toBe(true);
    expect(selectAllowsPersonalization(useConsentStore.getState())).toBe(true);
    expect(selectAllowsMarketing(useConsentStore.getState())).toBe(true);
  });

  it('clears every stored profile, event, id and experiment entry when tracking is not allowed', () => {
    storePersonalData();
    useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT);
    expect(storedPersonalKeys()).toHaveLength(Object.keys(PERSONAL_DATA_KEYS).length);
    useConsentStore.getState().saveConsent({ ...ACCEPT_ALL_CONSENT, allowTracking: false });
    expect(storedPersonalKeys()).toEqual([]);
    expect(window.localStorage.getItem('ps_gdpr_consent')).not.toBeNull();
  });

  it('deletes all data, the consent record included, on "Delete my data"', () => {
    useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT);
    storePersonalData();
    window.localStorage.setItem('ps_session_id', 'cart-id');
    useConsentStore.getState().deleteMyData();
    expect(storedPersonalKeys()).toEqual([]);
    expect(window.localStorage.getItem('ps_gdpr_consent')).toBeNull();
    expect(useConsentStore.getState().record).toBeNull();
    expect(window.localStorage.getItem('ps_session_id')).toBe('cart-id');
  });

  it.each([
    ['corrupt JSON', '{"allowTracking":tru'],
    [
      'a wrong version',
      JSON.stringify({ ...ACCEPT_ALL_CONSENT, consentDate: new Date().toISOString(), version: '0.9' }),
    ],
  ])('treats %s in storage as nothing recorded', async (_case, stored) => {
    window.localStorage.setItem('ps_gdpr_consent', stored);
    vi.resetModules();
    const fresh = await import('./consent-store');
    expect(fresh.useConsentStore.getState().record).toBeNull();
  });

  it('reads a valid stored record on load', async () => {
    useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT);
    vi.resetModules();
    const fresh = await import('./consent-store');
    expect(fresh.useConsentStore.getState().record).toMatchObject(ACCEPT_ALL_CONSENT);
  });
});
