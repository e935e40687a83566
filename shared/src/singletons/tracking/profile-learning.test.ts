import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL_CONSENT, CONSENT_VERSION, type ConsentRecord } from '@ps/shared/consent';
import { favoriteSectionOf, isDeeperScroll, learnFromEvent, raiseEngagement } from './profile-learning';
import type { EventType, TrackedEvent } from './tracked-event';
import { createVisitorProfile, type VisitorProfile } from './visitor-profile';

const consent: ConsentRecord = {
  ...ACCEPT_ALL_CONSENT,
  consentDate: '2024-05-01T12:00:00.000Z',
  version: CONSENT_VERSION,
};
const profile = createVisitorProfile('user-1', consent, new Date('2024-05-01T12:00:00.000Z'));

const makeEvent = (eventType: EventType, sectionName?: string, sessionId = 'now'): TrackedEvent => ({
  eventType,
  sectionName,
  sessionId,
  timestamp: '2024-05-01T12:00:00.000Z',
});

/** Learns from each event in turn, as track() does. */
function learnAll(start: VisitorProfile, events: TrackedEvent[]): VisitorProfile {
  return events.reduce((current, event, index) => learnFromEvent(current, event, events.slice(0, index + 1)), start);
}

describe('profile learning', () => {
  it('raises engagement above 5 and above 10 session events, and never lowers it within a session', () => {
    expect(raiseEngagement('low', 5)).toBe('low');
    expect(raiseEngagement('low', 6)).toBe('medium');
    expect(raiseEngagement('medium', 10)).toBe('medium');
    expect(raiseEngagement('medium', 11)).toBe('high');
    expect(raiseEngagement('high', 1)).toBe('high');
  });

  it('counts only the current session towards engagement', () => {
    const earlier = Array.from({ length: 20 }, () => makeEvent('click', undefined, 'earlier'));
    const events = [...earlier, makeEvent('click')];
    expect(learnFromEvent({ ...profile, engagementLevel: 'low' }, events.at(-1)!, events).engagementLevel).toBe('low');
    const busy = Array.from({ length: 11 }, () => makeEvent('click'));
    expect(learnAll(profile, busy).engagementLevel).toBe('high');
  });

  it('adds the seconds of each time_on_page event to totalTimeSpent', () => {
    const timed = (value: number): TrackedEvent => ({ ...makeEvent('time_on_page'), value });
    expect(learnAll(profile, [timed(42), makeEvent('click'), timed(18)]).totalTimeSpent).toBe(60);
  });

  it('adds 0.2 conversion likelihood per newsletter signup, capped at 1', () => {
    const once = learnAll(profile, [makeEvent('newsletter_signup')]);
    expect(once.conversionLikelihood).toBeCloseTo(0.7);
    const many = learnAll(
      profile,
      Array.from({ length: 5 }, () => makeEvent('newsletter_signup')),
    );
    expect(many.conversionLikelihood).toBe(1);
    expect(learnAll(profile, [makeEvent('click')]).conversionLikelihood).toBe(0.5);
  });

  it('learns interests from plays, ticket interest, social clicks and signups, without duplicates', () => {
    const learned = learnAll(profile, [
      makeEvent('music_play'),
      makeEvent('ticket_interest'),
      makeEvent('music_play'),
      makeEvent('social_click'),
      makeEvent('newsletter_signup'),
      makeEvent('page_view'),
    ]);
    expect(learned.interests).toEqual(['music', 'tours', 'social', 'community']);
  });

  it('sets the favourite section once a section appears in 3 events', () => {
    const twice = [makeEvent('section_view', 'tour'), makeEvent('click', 'tour')];
    expect(learnAll(profile, twice).favoriteSection).toBeUndefined();
    expect(learnAll(profile, [...twice, makeEvent('click', 'tour')]).favoriteSection).toBe('tour');
  });

  it('moves the favourite only to a section seen more often', () => {
    const events = ['tour', 'tour', 'tour', 'music', 'music', 'music'].map((name) => makeEvent('click', name));
    expect(favoriteSectionOf(events, 'tour')).toBe('tour');
    expect(favoriteSectionOf([...events, makeEvent('click', 'music')], 'tour')).toBe('music');
  });

  it('records scroll depth only when deeper than before', () => {
    expect(isDeeperScroll(50, 25)).toBe(true);
    expect(isDeeperScroll(25, 25)).toBe(false);
    expect(isDeeperScroll(10, 25)).toBe(false);
    expect(isDeeperScroll(undefined, 0)).toBe(false);
  });
});
