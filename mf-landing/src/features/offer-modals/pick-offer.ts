import type { VisitorProfile } from '@ps/shared/tracking';
import type { OfferKind } from './offers';

/** The exit-intent offer that fits what the visitor showed interest in; the newsletter otherwise. */
export function pickExitOffer(profile: Pick<VisitorProfile, 'interests'> | null): OfferKind {
  const interests = profile?.interests ?? [];
  if (interests.includes('tours')) return 'tour-alert';
  if (interests.includes('social') || interests.includes('community')) return 'social-follow';
  return 'newsletter';
}

export interface PopupConditions {
  popupShown: boolean;
  exitIntentShown: boolean;
  /** The consent banner is up until the visitor decides; a modal would make it unusable. */
  consentDecided: boolean;
}

/** Spec 3: the pop-up shows once per session, and never after (or over) the exit-intent modal. */
export const mayShowPopup = ({ popupShown, exitIntentShown, consentDecided }: PopupConditions): boolean =>
  consentDecided && !popupShown && !exitIntentShown;
