import type { VisitorProfile } from '@ps/shared/tracking';
import type { OfferKind } from './offers';

/** The exit-intent offer that fits what the visitor showed interest in; the newsletter otherwise. */
export function pickExitOffer(profile: Pick<VisitorProfile, 'interests'> | null): OfferKind {
  const interests = profile?.interests ?? [];
  if (interests.includes('tours')) return 'tour-alert';
  if (interests.includes('social') || interests.includes('community')) return 'social-follow';
  return 'newsletter';
}
