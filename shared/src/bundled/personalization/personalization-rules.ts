import type { PersonalizationRule } from './personalization-rule';

/** Spec 1 §9, rules (a) to (d). */
export const PERSONALIZATION_RULES: readonly PersonalizationRule[] = [
  {
    id: 'music-interest-boost',
    name: 'Music fans see the music section first',
    condition: (profile) => profile.interests.includes('music'),
    action: { type: 'section_boost', config: { section: 'music', boost: 1.5 } },
  },
  {
    id: 'tour-interest-cta',
    name: 'Tour fans get tour alerts',
    condition: (profile) => profile.interests.includes('tours'),
    action: { type: 'newsletter_cta_text', config: { text: 'GET TOUR ALERTS FIRST' } },
  },
  {
    id: 'high-engagement-exclusive',
    name: 'Highly engaged visitors are offered exclusive content',
    condition: (profile) => profile.engagementLevel === 'high',
    action: { type: 'exclusive_content_modal', config: { delayMs: 30_000 } },
  },
  {
    id: 'returning-visitor-welcome',
    name: 'Returning visitors are welcomed back',
    condition: (profile) => profile.sessionCount > 1,
    action: { type: 'hero_subtitle', config: { text: 'Welcome back, fellow anxious superhero!' } },
  },
];
