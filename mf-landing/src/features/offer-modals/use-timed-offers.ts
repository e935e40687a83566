import { useEffect } from 'react';

/** Spec 3: the newsletter pop-up appears 2 s after load (and, per issue 15 §6, never sooner than the rules allow). */
export const NEWSLETTER_POPUP_DELAY_MS = 2000;

interface Options {
  /** When the page loaded (epoch ms): the delays count from then, however late this code arrived. */
  visitStartedAt: number;
  /** Changes when the visitor's consent does, so the timers are set again. */
  consentKey: string;
  /** ms until a modal may open, or null when none may. */
  waitMs: () => number | null;
  /** Spec 1 §9 rule (c): set for highly engaged visitors when personalization is allowed. */
  exclusiveDelayMs: number | undefined;
  showPopup: () => boolean;
  showExclusive: () => boolean;
}

function useTimer(
  delayMs: number | undefined,
  { visitStartedAt, consentKey, waitMs }: Omit<Options, 'exclusiveDelayMs' | 'showPopup' | 'showExclusive'>,
  show: () => boolean,
) {
  useEffect(() => {
    if (delayMs === undefined) return;
    const wait = waitMs();
    if (wait === null) return;
    const timer = setTimeout(show, Math.max(visitStartedAt + delayMs - Date.now(), wait));
    return () => clearTimeout(timer);
  }, [delayMs, visitStartedAt, consentKey, waitMs, show]);
}

/** The offers that appear on a timer rather than on exit intent; the pop-up rules decide whether and when. */
export function useTimedOffers({ exclusiveDelayMs, showPopup, showExclusive, ...timing }: Options): void {
  useTimer(NEWSLETTER_POPUP_DELAY_MS, timing, showPopup);
  useTimer(exclusiveDelayMs, timing, showExclusive);
}
