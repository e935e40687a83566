import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL_CONSENT, CONSENT_VERSION, type ConsentRecord } from '@ps/shared/consent';
import { createVisitorProfile } from './visitor-profile';
import { isVisitorProfile } from './visitor-profile-guard';

const consent: ConsentRecord = {
  ...ACCEPT_ALL_CONSENT,
  consentDate: '2024-05-01T12:00:00.000Z',
  version: CONSENT_VERSION,
};
const valid = createVisitorProfile('user-1', consent, new Date('2024-05-01T12:00:00.000Z'));

describe('isVisitorProfile', () => {
  it('accepts a fresh profile and one with every optional field', () => {
    expect(isVisitorProfile(valid)).toBe(true);
    expect(isVisitorProfile({ ...valid, favoriteSection: 'music', interests: ['music', 'tours'] })).toBe(true);
    const { lastVisit: _lastVisit, consentDate: _consentDate, ...minimal } = valid;
    expect(isVisitorProfile(minimal)).toBe(true);
  });

  it.each([
    ['likelihood above 1', { conversionLikelihood: 1.2 }],
    ['likelihood below 0', { conversionLikelihood: -0.1 }],
    ['unknown interest', { interests: ['music', 'knitting'] }],
    ['unknown engagement level', { engagementLevel: 'extreme' }],
    ['unknown preferred content', { preferredContent: 'smell' }],
    ['fractional session count', { sessionCount: 1.5 }],
    ['negative time spent', { totalTimeSpent: -1 }],
    ['empty user id', { userId: '' }],
    ['bad last visit date', { lastVisit: 'last tuesday' }],
    ['non-boolean preference', { preferences: { ...valid.preferences, allowTracking: 'yes' } }],
    ['missing preferences', { preferences: undefined }],
  ])('rejects a profile with %s', (_case, override) => {
    expect(isVisitorProfile({ ...valid, ...override })).toBe(false);
  });

  it('rejects non-objects', () => {
    expect(isVisitorProfile(null)).toBe(false);
    expect(isVisitorProfile([valid])).toBe(false);
    expect(isVisitorProfile('profile')).toBe(false);
  });
});
