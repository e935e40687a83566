// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCEPT_ALL_CONSENT, REJECT_ALL_CONSENT } from './consent-record';
import { useConsentStore } from './consent-store';
import { readPersonalItem, readPersonalJson, writePersonalItem, writePersonalJson } from './personal-data';

describe('personal data storage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useConsentStore.setState({ record: null });
  });

  it('refuses to write or read without tracking consent', () => {
    writePersonalJson('profile', { userId: 'u' });
    expect(window.localStorage.getItem('ps_user_profile')).toBeNull();
    window.localStorage.setItem('ps_user_id', 'left-over');
    useConsentStore.getState().saveConsent({ ...ACCEPT_ALL_CONSENT, allowTracking: false });
    expect(readPersonalItem('userId')).toBeNull();
  });

  it('writes and reads under the spec keys with tracking consent', () => {
    useConsentStore.getState().saveConsent({ ...REJECT_ALL_CONSENT, allowTracking: true });
    writePersonalJson('events', [{ eventType: 'click' }]);
    writePersonalItem('userId', 'abc');
    expect(JSON.parse(window.localStorage.getItem('ps_user_events') ?? '')).toEqual([{ eventType: 'click' }]);
    expect(window.localStorage.getItem('ps_user_id')).toBe('abc');
    expect(readPersonalJson('events')).toEqual([{ eventType: 'click' }]);
  });

  it('ignores corrupt JSON', () => {
    useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT);
    window.localStorage.setItem('ps_user_profile', '{not json');
    expect(readPersonalJson('profile')).toBeUndefined();
  });
});
