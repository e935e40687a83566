export { usePersonalization } from './use-personalization';
export { personalize, NO_PERSONALIZATION } from './personalize';
export { PERSONALIZATION_RULES } from './personalization-rules';
export type { Personalization, PersonalizationAction, PersonalizationRule } from './personalization-rule';
