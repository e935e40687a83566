/** Issue 15 §6: the rules every marketing modal (exit intent, newsletter pop-up, exclusive offer) obeys. */
export const MARKETING_MODAL_GAP_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_DISMISSALS = 2;
export const FIRST_VISIT_QUIET_MS = 10_000;

/** What the visitor's device remembers about marketing modals; times in epoch milliseconds. */
export interface PopupHistory {
  firstVisitAt?: number;
  /** The newsletter offers' (timed pop-up, exit intent) last showing. */
  lastShownAt?: number;
  /** Spec 1 §9 rule (c)'s exclusive-content offer keeps its own week (decision 047). */
  exclusiveShownAt?: number;
  dismissals: number;
  subscribed: boolean;
}

/**
 * Each documented offer may show once a week when its condition holds: the newsletter offers (the
 * timed pop-up and exit intent, one offer in two forms) and the exclusive content for highly engaged
 * visitors, which the pop-up at 2 s would otherwise always have used up (decision 047).
 */
export type PopupOffer = 'newsletter' | 'exclusive';

export const EMPTY_POPUP_HISTORY: PopupHistory = { dismissals: 0, subscribed: false };

export interface PopupContext {
  /** The consent banner is on screen (first visit, or reopened from "Privacy settings"). */
  consentBannerOpen: boolean;
  consentDecided: boolean;
  /** Reject All (or marketing switched off) means no marketing modals at all. */
  allowsMarketing: boolean;
  history: PopupHistory;
  /** No history was stored before this page load. */
  isFirstVisit: boolean;
  visitStartedAt: number;
  now: number;
  /** The offer asking; the newsletter offers unless said. */
  offer?: PopupOffer;
}

export type PopupBlocker =
  | 'consent-pending'
  | 'no-marketing-consent'
  | 'subscribed'
  | 'dismissed-enough'
  | 'shown-recently'
  | 'first-visit-quiet';

/** Why no marketing modal may open now, or null when one may. */
export function popupBlocker(context: PopupContext): PopupBlocker | null {
  const { history, now } = context;
  if (!context.consentDecided || context.consentBannerOpen) return 'consent-pending';
  if (!context.allowsMarketing) return 'no-marketing-consent';
  if (history.subscribed) return 'subscribed';
  if (history.dismissals >= MAX_DISMISSALS) return 'dismissed-enough';
  const lastShownAt = context.offer === 'exclusive' ? history.exclusiveShownAt : history.lastShownAt;
  if (lastShownAt !== undefined && now - lastShownAt < MARKETING_MODAL_GAP_MS) return 'shown-recently';
  if (context.isFirstVisit && now - context.visitStartedAt < FIRST_VISIT_QUIET_MS) return 'first-visit-quiet';
  return null;
}

/**
 * How long a timed modal must still wait: 0 when it may open now, the rest of the
 * first-visit quiet time when only that holds it back, null when nothing on this page may open.
 * Consent pending is also null: the caller asks again once the visitor has chosen.
 */
export function popupWaitMs(context: PopupContext): number | null {
  const blocker = popupBlocker(context);
  if (blocker === null) return 0;
  if (blocker === 'first-visit-quiet') return context.visitStartedAt + FIRST_VISIT_QUIET_MS - context.now;
  return null;
}

export const recordShown = (history: PopupHistory, now: number, offer: PopupOffer = 'newsletter'): PopupHistory =>
  offer === 'exclusive' ? { ...history, exclusiveShownAt: now } : { ...history, lastShownAt: now };
export const recordDismissed = (history: PopupHistory): PopupHistory => ({
  ...history,
  dismissals: history.dismissals + 1,
});
export const recordSubscribed = (history: PopupHistory): PopupHistory => ({ ...history, subscribed: true });

/** Exit intent is a desktop mouse leaving through the top edge; touch screens and tab switches never count. */
export const isExitIntentPointer = (clientY: number, hasFinePointer: boolean): boolean =>
  hasFinePointer && clientY <= 0;
