import { CONSENT_FLAG_NAMES } from '@ps/shared/consent';
import { isFiniteNumber, isIsoDate, isOneOf, isOptional, isPlainObject, isString } from './guards';
import { ENGAGEMENT_LEVELS, INTERESTS, PREFERRED_CONTENT, type VisitorProfile } from './visitor-profile';

const isCount = (value: unknown): value is number => isFiniteNumber(value) && value >= 0;

const isPreferences = (value: unknown): boolean =>
  isPlainObject(value) && CONSENT_FLAG_NAMES.every((name) => typeof value[name] === 'boolean');

/** Spec 1 §5: likelihood within 0..1 and every enumeration enforced; anything else resets the profile. */
export function isVisitorProfile(value: unknown): value is VisitorProfile {
  if (!isPlainObject(value)) return false;
  const { conversionLikelihood: likelihood, interests } = value;
  return (
    isString(value.userId) &&
    value.userId.length > 0 &&
    Number.isInteger(value.sessionCount) &&
    isCount(value.sessionCount) &&
    isCount(value.totalTimeSpent) &&
    Array.isArray(interests) &&
    interests.every((interest) => isOneOf(INTERESTS, interest)) &&
    isOptional(value.favoriteSection, isString) &&
    isOneOf(PREFERRED_CONTENT, value.preferredContent) &&
    isOneOf(ENGAGEMENT_LEVELS, value.engagementLevel) &&
    isFiniteNumber(likelihood) &&
    likelihood >= 0 &&
    likelihood <= 1 &&
    isOptional(value.lastVisit, isIsoDate) &&
    typeof value.gdprConsent === 'boolean' &&
    isOptional(value.consentDate, isIsoDate) &&
    isPreferences(value.preferences)
  );
}
