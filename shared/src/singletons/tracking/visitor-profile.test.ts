import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL_CONSENT, CONSENT_VERSION, REJECT_ALL_CONSENT, type ConsentRecord } from '@ps/shared/consent';
import { createVisitorProfile, decayEngagement, profileForThisLoad, withConsent } from './visitor-profile';

const consent: ConsentRecord = {
  ...ACCEPT_ALL_CONSENT,
  consentDate: '2024-05-01T12:00:00.000Z',
  version: CONSENT_VERSION,
};
const firstVisit = new Date('2024-05-01T12:00:00.000Z');
const nextVisit = new Date('2024-05-03T09:00:00.000Z');

describe('visitor profile', () => {
  it('starts with the spec defaults, in its first session, mirroring the consent', () => {
    expect(createVisitorProfile('user-1', consent, firstVisit)).toEqual({
      userId: 'user-1',
      sessionCount: 1,
      totalTimeSpent: 0,
      interests: [],
      preferredContent: 'visual',
      engagementLevel: 'medium',
      conversionLikelihood: 0.5,
      lastVisit: firstVisit.toISOString(),
      gdprConsent: true,
      consentDate: consent.consentDate,
      preferences: ACCEPT_ALL_CONSENT,
    });
  });

  it('adds a session for each load of a stored profile, keeping what was learned', () => {
    const stored = { ...createVisitorProfile('user-1', consent, firstVisit), interests: ['music' as const] };
    const loaded = profileForThisLoad(stored, 'user-1', consent, nextVisit);
    expect(loaded).toMatchObject({ sessionCount: 2, interests: ['music'], lastVisit: nextVisit.toISOString() });
  });

  it('lets engagement fade: one level per new session and one more per full day away', () => {
    const lastVisit = '2024-05-01T12:00:00.000Z';
    expect(decayEngagement('high', lastVisit, new Date('2024-05-01T18:00:00.000Z'))).toBe('medium');
    expect(decayEngagement('high', lastVisit, new Date('2024-05-02T13:00:00.000Z'))).toBe('low');
    expect(decayEngagement('low', lastVisit, new Date('2024-05-01T13:00:00.000Z'))).toBe('low');
    const stored = { ...createVisitorProfile('user-1', consent, firstVisit), engagementLevel: 'high' as const };
    expect(profileForThisLoad(stored, 'user-1', consent, nextVisit).engagementLevel).toBe('low');
  });

  it('creates a fresh profile when none (or none valid) was stored', () => {
    expect(profileForThisLoad(null, 'user-2', consent, nextVisit)).toMatchObject({ userId: 'user-2', sessionCount: 1 });
  });

  it('copies changed flags into the profile', () => {
    const custom: ConsentRecord = { ...consent, ...REJECT_ALL_CONSENT, allowTracking: true };
    const updated = withConsent(createVisitorProfile('user-1', consent, firstVisit), custom);
    expect(updated.preferences).toEqual({ ...REJECT_ALL_CONSENT, allowTracking: true });
    expect(updated.gdprConsent).toBe(true);
  });
});
