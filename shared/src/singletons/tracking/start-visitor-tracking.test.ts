// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_ALL_CONSENT,
  CONSENT_VERSION,
  REJECT_ALL_CONSENT,
  useConsentStore,
  type ConsentRecord,
} from '@ps/shared/consent';
import { startVisitorTracking } from './start-visitor-tracking';
import { track } from './track';
import { createVisitorProfile } from './visitor-profile';
import { NO_VISITOR, useVisitorStore } from './visitor-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DAY = 24 * 60 * 60 * 1000;
const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null');
const store = (key: string, value: unknown) => window.localStorage.setItem(key, JSON.stringify(value));
const consent: ConsentRecord = {
  ...ACCEPT_ALL_CONSENT,
  consentDate: new Date().toISOString(),
  version: CONSENT_VERSION,
};
const saveConsent = useConsentStore.getState().saveConsent;

describe('startVisitorTracking', () => {
  let stop = () => {};
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    useConsentStore.setState({ record: null });
    useVisitorStore.setState(NO_VISITOR);
  });
  afterEach(() => {
    stop();
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('without consent, clears what an earlier visit left and keeps nothing', () => {
    store('ps_user_profile', createVisitorProfile('old', consent, new Date()));
    window.localStorage.setItem('ps_user_id', 'old');
    stop = startVisitorTracking();
    expect(window.localStorage.getItem('ps_user_profile')).toBeNull();
    expect(window.localStorage.getItem('ps_user_id')).toBeNull();
    expect(useVisitorStore.getState().profile).toBeNull();
  });

  it('with consent, loads the stored profile and adds a session', () => {
    saveConsent(ACCEPT_ALL_CONSENT);
    store('ps_user_profile', { ...createVisitorProfile('u-1', consent, new Date()), sessionCount: 3 });
    window.localStorage.setItem('ps_user_id', 'u-1');
    stop = startVisitorTracking();
    expect(useVisitorStore.getState().profile).toMatchObject({ userId: 'u-1', sessionCount: 4 });
    expect(stored('ps_user_profile')).toMatchObject({ sessionCount: 4 });
    expect(startVisitorTracking()).toBe(stop);
    expect(useVisitorStore.getState().profile?.sessionCount).toBe(4);
  });

  it('replaces a stored profile that fails validation, and drops old or invalid events', () => {
    saveConsent(ACCEPT_ALL_CONSENT);
    store('ps_user_profile', { ...createVisitorProfile('u-1', consent, new Date()), conversionLikelihood: 2 });
    const recent = { eventType: 'click', timestamp: new Date().toISOString(), sessionId: 's' };
    const old = { ...recent, timestamp: new Date(Date.now() - 31 * DAY).toISOString() };
    store('ps_user_events', [old, recent, { eventType: 'nope' }]);
    stop = startVisitorTracking();
    expect(useVisitorStore.getState().profile).toMatchObject({ sessionCount: 1, conversionLikelihood: 0.5 });
    expect(stored('ps_user_events')).toEqual([recent]);
  });

  it('ignores corrupt stored JSON', () => {
    saveConsent(ACCEPT_ALL_CONSENT);
    window.localStorage.setItem('ps_user_profile', '{"userId":');
    window.localStorage.setItem('ps_user_events', '[{');
    stop = startVisitorTracking();
    expect(useVisitorStore.getState().profile?.sessionCount).toBe(1);
    expect(useVisitorStore.getState().events).toEqual([]);
  });

  it('on consent, creates a profile and a UUID visitor id', () => {
    stop = startVisitorTracking();
    saveConsent({ ...REJECT_ALL_CONSENT, allowTracking: true });
    const userId = window.localStorage.getItem('ps_user_id') ?? '';
    expect(userId).toMatch(UUID);
    expect(useVisitorStore.getState().profile).toMatchObject({ userId, sessionCount: 1, gdprConsent: true });
    expect(stored('ps_user_profile')).toMatchObject({ userId });
  });

  it('when consent is withdrawn, clears the stored and in-memory profile, events and id', () => {
    saveConsent(ACCEPT_ALL_CONSENT);
    stop = startVisitorTracking();
    track('click');
    saveConsent({ ...ACCEPT_ALL_CONSENT, allowTracking: false });
    expect(['ps_user_profile', 'ps_user_events', 'ps_user_id'].map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
    expect(useVisitorStore.getState()).toEqual(NO_VISITOR);
  });

  it('when flags change with tracking still on, keeps the profile and updates its preferences', () => {
    saveConsent(ACCEPT_ALL_CONSENT);
    stop = startVisitorTracking();
    const { userId } = useVisitorStore.getState().profile ?? {};
    saveConsent({ ...ACCEPT_ALL_CONSENT, allowMarketing: false });
    expect(useVisitorStore.getState().profile).toMatchObject({ userId, preferences: { allowMarketing: false } });
    expect(stored('ps_user_profile')).toMatchObject({ preferences: { allowMarketing: false } });
  });

  it('sends queued events when the page is hidden or closed', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    saveConsent(ACCEPT_ALL_CONSENT);
    stop = startVisitorTracking();
    track('click');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    track('click');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(2);
  });
});
