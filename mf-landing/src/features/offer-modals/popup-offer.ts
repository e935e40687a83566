import type { OfferOverrides } from './offers';

/** Spec 3 §2 "Newsletter offer pop-up": early ticket access, unreleased tracks and a bonus EP. */
export const NEWSLETTER_POPUP_OVERRIDES: OfferOverrides = {
  title: 'BEFORE YOU DIVE IN…',
  subtitle: 'The Squad gets everything first.',
  incentive: 'Early ticket access, unreleased tracks and a bonus EP, straight to your inbox.',
};
