import type { VisitorProfile } from '@ps/shared/tracking';
import type { Personalization, PersonalizationAction, PersonalizationRule } from './personalization-rule';
import { PERSONALIZATION_RULES } from './personalization-rules';

export const NO_PERSONALIZATION: Personalization = { sectionBoosts: {} };

function applyAction(result: Personalization, action: PersonalizationAction): Personalization {
  switch (action.type) {
    case 'section_boost':
      return { ...result, sectionBoosts: { ...result.sectionBoosts, [action.config.section]: action.config.boost } };
    case 'newsletter_cta_text':
      return { ...result, newsletterCta: action.config.text };
    case 'exclusive_content_modal':
      return { ...result, exclusiveModalDelayMs: action.config.delayMs };
    case 'hero_subtitle':
      return { ...result, heroSubtitle: action.config.text };
  }
}

/** Pure: the rules whose condition holds for the profile, folded into one result. */
export function personalize(
  profile: VisitorProfile | null,
  rules: readonly PersonalizationRule[] = PERSONALIZATION_RULES,
): Personalization {
  if (!profile) return NO_PERSONALIZATION;
  return rules
    .filter((rule) => rule.condition(profile))
    .reduce((result, rule) => applyAction(result, rule.action), NO_PERSONALIZATION);
}
