import type { ConsentFlags, ConsentRecord } from '@ps/shared/consent';

export const INTERESTS = [
  'music',
  'tours',
  'merchandise',
  'social',
  'community',
  'exclusive_content',
  'behind_scenes',
] as const;
export const PREFERRED_CONTENT = ['visual', 'audio', 'text'] as const;
export const ENGAGEMENT_LEVELS = ['low', 'medium', 'high'] as const;

export type Interest = (typeof INTERESTS)[number];
export type PreferredContent = (typeof PREFERRED_CONTENT)[number];
export type EngagementLevel = (typeof ENGAGEMENT_LEVELS)[number];

/** Kept in ps_user_profile; dates are ISO strings because the profile round-trips through JSON. */
export interface VisitorProfile {
  userId: string;
  sessionCount: number;
  /** Seconds, summed from this visitor's time_on_page events. */
  totalTimeSpent: number;
  interests: Interest[];
  favoriteSection?: string;
  preferredContent: PreferredContent;
  engagementLevel: EngagementLevel;
  /** 0 to 1. */
  conversionLikelihood: number;
  lastVisit?: string;
  gdprConsent: boolean;
  consentDate?: string;
  preferences: ConsentFlags;
}

/** The profile mirrors the consent record so an export shows what was agreed to. */
export function withConsent(profile: VisitorProfile, consent: ConsentRecord): VisitorProfile {
  const { allowTracking, allowPersonalization, allowMarketing, allowAnalytics, consentDate } = consent;
  return {
    ...profile,
    gdprConsent: allowTracking,
    consentDate,
    preferences: { allowTracking, allowPersonalization, allowMarketing, allowAnalytics },
  };
}

/** A fresh profile starts its first session, so the next load makes it a returning visitor. */
export function createVisitorProfile(userId: string, consent: ConsentRecord, now: Date): VisitorProfile {
  const fresh: VisitorProfile = {
    userId,
    sessionCount: 1,
    totalTimeSpent: 0,
    interests: [],
    preferredContent: 'visual',
    engagementLevel: 'medium',
    conversionLikelihood: 0.5,
    lastVisit: now.toISOString(),
    gdprConsent: false,
    preferences: { allowTracking: false, allowPersonalization: false, allowMarketing: false, allowAnalytics: false },
  };
  return withConsent(fresh, consent);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Engagement fades (issue 15 §6): each new session starts one level lower, and one more per full day
 * away, so "high" holds only while this session earns it again (spec 1 §4's rule that raises it).
 */
export function decayEngagement(level: EngagementLevel, lastVisit: string | undefined, now: Date): EngagementLevel {
  const daysAway = lastVisit ? Math.max(0, Math.floor((now.getTime() - Date.parse(lastVisit)) / DAY_MS)) : 0;
  const rank = ENGAGEMENT_LEVELS.indexOf(level) - 1 - (Number.isNaN(daysAway) ? 0 : daysAway);
  return ENGAGEMENT_LEVELS[Math.max(0, rank)]!;
}

/** Each load of a stored profile is a new session (spec 1 §4); a missing or invalid one starts over. */
export function profileForThisLoad(
  stored: VisitorProfile | null,
  userId: string,
  consent: ConsentRecord,
  now: Date,
): VisitorProfile {
  if (!stored) return createVisitorProfile(userId, consent, now);
  const next = {
    ...stored,
    userId,
    sessionCount: stored.sessionCount + 1,
    engagementLevel: decayEngagement(stored.engagementLevel, stored.lastVisit, now),
    lastVisit: now.toISOString(),
  };
  return withConsent(next, consent);
}
