// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCEPT_ALL_CONSENT, REJECT_ALL_CONSENT } from './consent-record';
import { useConsentStore } from './consent-store';
import { writePersonalJson } from './personal-data';
import { exportVisitorData, NO_CONSENT_EXPORT_MESSAGE } from './visitor-data-export';

const now = new Date('2024-05-01T12:00:00.000Z');

describe('exportVisitorData', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useConsentStore.setState({ record: null });
  });

  it('returns the message that no consent was given when tracking was not allowed', () => {
    expect(exportVisitorData(now)).toEqual({ message: NO_CONSENT_EXPORT_MESSAGE, exportDate: now.toISOString() });
    useConsentStore.getState().saveConsent(REJECT_ALL_CONSENT);
    expect(exportVisitorData(now)).toEqual({ message: NO_CONSENT_EXPORT_MESSAGE, exportDate: now.toISOString() });
  });

  it('returns the profile, events, consent and export date', () => {
    useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT);
    writePersonalJson('profile', { userId: 'u-1' });
    writePersonalJson('events', [{ eventType: 'music_play' }]);
    expect(exportVisitorData(now)).toEqual({
      profile: { userId: 'u-1' },
      events: [{ eventType: 'music_play' }],
      consent: useConsentStore.getState().record,
      exportDate: now.toISOString(),
    });
  });
});
