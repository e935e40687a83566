import { useEffect } from 'react';
import { mayShowPopup } from './pick-offer';
import { EXIT_INTENT_SHOWN_KEY, markShown, NEWSLETTER_POPUP_SHOWN_KEY, wasShown } from './session-flags';

/** Spec 3: the newsletter pop-up appears 2 s after load. */
export const NEWSLETTER_POPUP_DELAY_MS = 2000;

interface Options {
  consentDecided: boolean;
  /** Spec 1 §9 rule (c): set for highly engaged visitors when personalization is allowed. */
  exclusiveDelayMs: number | undefined;
  showPopup: () => boolean;
  showExclusive: () => boolean;
}

/** The offers that appear on a timer rather than on exit intent, each once per session. */
export function useTimedOffers({ consentDecided, exclusiveDelayMs, showPopup, showExclusive }: Options): void {
  useEffect(() => {
    const canShow = () =>
      mayShowPopup({
        consentDecided,
        popupShown: wasShown(NEWSLETTER_POPUP_SHOWN_KEY),
        exitIntentShown: wasShown(EXIT_INTENT_SHOWN_KEY),
      });
    if (!canShow()) return;
    const timer = setTimeout(() => {
      if (canShow() && showPopup()) markShown(NEWSLETTER_POPUP_SHOWN_KEY);
    }, NEWSLETTER_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [consentDecided, showPopup]);

  useEffect(() => {
    if (exclusiveDelayMs === undefined || wasShown(EXIT_INTENT_SHOWN_KEY)) return;
    // The exclusive offer is the exit-intent modal's fourth variant, so it spends the same once-per-visit flag.
    const timer = setTimeout(() => {
      if (!wasShown(EXIT_INTENT_SHOWN_KEY) && showExclusive()) markShown(EXIT_INTENT_SHOWN_KEY);
    }, exclusiveDelayMs);
    return () => clearTimeout(timer);
  }, [exclusiveDelayMs, showExclusive]);
}
