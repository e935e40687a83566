import type { TrackedEvent } from './tracked-event';
import type { EngagementLevel, Interest, VisitorProfile } from './visitor-profile';

export const MEDIUM_ENGAGEMENT_ABOVE = 5;
export const HIGH_ENGAGEMENT_ABOVE = 10;
export const NEWSLETTER_CONVERSION_BOOST = 0.2;
export const FAVORITE_SECTION_MIN_EVENTS = 3;

const INTEREST_BY_EVENT: Partial<Record<TrackedEvent['eventType'], Interest>> = {
  music_play: 'music',
  ticket_interest: 'tours',
  social_click: 'social',
  newsletter_signup: 'community',
};

const ENGAGEMENT_RANK: Record<EngagementLevel, number> = { low: 0, medium: 1, high: 2 };

export function raiseEngagement(current: EngagementLevel, sessionEventCount: number): EngagementLevel {
  const earned: EngagementLevel =
    sessionEventCount > HIGH_ENGAGEMENT_ABOVE ? 'high' : sessionEventCount > MEDIUM_ENGAGEMENT_ABOVE ? 'medium' : 'low';
  return ENGAGEMENT_RANK[earned] > ENGAGEMENT_RANK[current] ? earned : current;
}

function addInterest(interests: readonly Interest[], interest: Interest | undefined): Interest[] {
  return interest && !interests.includes(interest) ? [...interests, interest] : [...interests];
}

/** The most visited section once it reaches the threshold; a tie keeps the current favourite. */
export function favoriteSectionOf(events: readonly TrackedEvent[], current: string | undefined): string | undefined {
  const counts = new Map<string, number>();
  for (const { sectionName } of events) {
    if (sectionName) counts.set(sectionName, (counts.get(sectionName) ?? 0) + 1);
  }
  let favorite = current;
  let best = current ? (counts.get(current) ?? 0) : 0;
  for (const [section, count] of counts) {
    if (count >= FAVORITE_SECTION_MIN_EVENTS && count > best) {
      favorite = section;
      best = count;
    }
  }
  return favorite;
}

/** Spec 1 §4 "Profile learning"; `events` are the stored events, the new one included. */
export function learnFromEvent(
  profile: VisitorProfile,
  event: TrackedEvent,
  events: readonly TrackedEvent[],
): VisitorProfile {
  const sessionEventCount = events.filter(({ sessionId }) => sessionId === event.sessionId).length;
  const boost = event.eventType === 'newsletter_signup' ? NEWSLETTER_CONVERSION_BOOST : 0;
  const secondsOnPage = event.eventType === 'time_on_page' ? (event.value ?? 0) : 0;
  return {
    ...profile,
    totalTimeSpent: profile.totalTimeSpent + secondsOnPage,
    engagementLevel: raiseEngagement(profile.engagementLevel, sessionEventCount),
    conversionLikelihood: Math.min(1, profile.conversionLikelihood + boost),
    interests: addInterest(profile.interests, INTEREST_BY_EVENT[event.eventType]),
    favoriteSection: favoriteSectionOf(events, profile.favoriteSection),
  };
}

/** Scroll depth is recorded only when deeper than the deepest so far (spec 1 §5). */
export function isDeeperScroll(value: number | undefined, deepestSoFar: number): value is number {
  return value !== undefined && value > deepestSoFar;
}
