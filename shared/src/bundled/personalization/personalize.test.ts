import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL_CONSENT } from '@ps/shared/consent';
import type { VisitorProfile } from '@ps/shared/tracking';
import { NO_PERSONALIZATION, personalize } from './personalize';

const newcomer: VisitorProfile = {
  userId: 'u',
  sessionCount: 1,
  totalTimeSpent: 0,
  interests: [],
  preferredContent: 'visual',
  engagementLevel: 'medium',
  conversionLikelihood: 0.5,
  gdprConsent: true,
  consentDate: '2024-05-01T00:00:00.000Z',
  preferences: ACCEPT_ALL_CONSENT,
};

describe('personalize', () => {
  it('changes nothing for a first-time visitor with no interests, or without a profile', () => {
    expect(personalize(newcomer)).toEqual(NO_PERSONALIZATION);
    expect(personalize(null)).toEqual(NO_PERSONALIZATION);
  });

  it('(a) boosts the music section 1.5x for music fans', () => {
    expect(personalize({ ...newcomer, interests: ['music'] }).sectionBoosts).toEqual({ music: 1.5 });
  });

  it('(b) offers tour alerts in the newsletter call to action for tour fans', () => {
    expect(personalize({ ...newcomer, interests: ['tours'] }).newsletterCta).toBe('GET TOUR ALERTS FIRST');
  });

  it('(c) offers exclusive content after 30 s to highly engaged visitors', () => {
    expect(personalize({ ...newcomer, engagementLevel: 'high' }).exclusiveModalDelayMs).toBe(30_000);
    expect(personalize({ ...newcomer, engagementLevel: 'medium' }).exclusiveModalDelayMs).toBeUndefined();
  });

  it('(d) welcomes back visitors from their second session on', () => {
    expect(personalize({ ...newcomer, sessionCount: 2 }).heroSubtitle).toBe('Welcome back, fellow anxious superhero!');
  });

  it('combines every rule that applies', () => {
    const fan = {
      ...newcomer,
      sessionCount: 5,
      engagementLevel: 'high' as const,
      interests: ['tours' as const, 'music' as const],
    };
    expect(personalize(fan)).toEqual({
      sectionBoosts: { music: 1.5 },
      newsletterCta: 'GET TOUR ALERTS FIRST',
      exclusiveModalDelayMs: 30_000,
      heroSubtitle: 'Welcome back, fellow anxious superhero!',
    });
  });

  it('evaluates the rules it is given', () => {
    const rule = {
      id: 'x',
      name: 'Everyone',
      condition: () => true,
      action: { type: 'hero_subtitle' as const, config: { text: 'Hi' } },
    };
    expect(personalize(newcomer, [rule])).toEqual({ sectionBoosts: {}, heroSubtitle: 'Hi' });
  });
});
