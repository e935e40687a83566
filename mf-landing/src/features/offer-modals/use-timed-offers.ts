import { useEffect } from 'react';
import type { PopupOffer } from '../../lib/popup-rules/popup-rules';

/** Spec 3: the newsletter pop-up appears 2 s after load (and, per issue 15 §6, never sooner than the rules allow). */
export const NEWSLETTER_POPUP_DELAY_MS = 2000;

interface Options {
  /** Changes when the visitor's consent does, so the timers are set again. */
  consentKey: string;
  /** ms until the offer's modal may open, or null when it may not. */
  waitMs: (offer: PopupOffer) => number | null;
  /** Spec 1 §9 rule (c): set for highly engaged visitors when personalization is allowed. */
  exclusiveDelayMs: number | undefined;
  showPopup: () => boolean;
  showExclusive: () => boolean;
}

function useTimer(
  offer: PopupOffer,
  delayMs: number | undefined,
  { consentKey, waitMs }: Pick<Options, 'consentKey' | 'waitMs'>,
  show: () => boolean,
) {
  useEffect(() => {
    if (delayMs === undefined) return;
    const wait = waitMs(offer);
    if (wait === null) return;
    const timer = setTimeout(show, Math.max(delayMs, wait));
    return () => clearTimeout(timer);
  }, [offer, delayMs, consentKey, waitMs, show]);
}

/** The offers that appear on a timer rather than on exit intent; the pop-up rules decide whether and when. */
export function useTimedOffers({ consentKey, waitMs, exclusiveDelayMs, showPopup, showExclusive }: Options): void {
  useTimer('newsletter', NEWSLETTER_POPUP_DELAY_MS, { consentKey, waitMs }, showPopup);
  useTimer('exclusive', exclusiveDelayMs, { consentKey, waitMs }, showExclusive);
}
