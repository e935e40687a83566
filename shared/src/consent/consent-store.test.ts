// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { selectHasTrackingConsent, useConsentStore } from './consent-store';

const none = { allowTracking: false, allowPersonalization: false, allowMarketing: false, allowAnalytics: false };

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
});
