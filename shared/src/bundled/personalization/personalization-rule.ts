import type { VisitorProfile } from '@ps/shared/tracking';

export type PersonalizationAction =
  | { type: 'section_boost'; config: { section: string; boost: number } }
  | { type: 'newsletter_cta_text'; config: { text: string } }
  | { type: 'exclusive_content_modal'; config: { delayMs: number } }
  | { type: 'hero_subtitle'; config: { text: string } };

export interface PersonalizationRule {
  id: string;
  name: string;
  condition: (profile: VisitorProfile) => boolean;
  action: PersonalizationAction;
}

/** What the page should change for this visitor; empty without consent. */
export interface Personalization {
  heroSubtitle?: string;
  newsletterCta?: string;
  /** Section name → weight multiplier for ordering or emphasis. */
  sectionBoosts: Readonly<Record<string, number>>;
  exclusiveModalDelayMs?: number;
}
