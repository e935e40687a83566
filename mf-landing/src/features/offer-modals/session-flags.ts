import { readStorage, writeStorage } from '../../lib/browser-storage';

/** Spec 1 §7: the exit-intent modal's once-per-visit flag. */
export const EXIT_INTENT_SHOWN_KEY = 'ps_exit_intent_shown';
/** Spec 3: the newsletter pop-up shows once per session. */
export const NEWSLETTER_POPUP_SHOWN_KEY = 'ps_newsletter_popup_shown';

export const wasShown = (key: string): boolean => readStorage('sessionStorage', key) === 'true';
export const markShown = (key: string): void => writeStorage('sessionStorage', key, 'true');
