import type { Page } from '@playwright/test';

interface ConsentFlags {
  allowTracking: boolean;
  allowPersonalization: boolean;
  allowMarketing: boolean;
  allowAnalytics: boolean;
}

export const REJECT_ALL: ConsentFlags = {
  allowTracking: false,
  allowPersonalization: false,
  allowMarketing: false,
  allowAnalytics: false,
};

export const ACCEPT_ALL: ConsentFlags = {
  allowTracking: true,
  allowPersonalization: true,
  allowMarketing: true,
  allowAnalytics: true,
};

/** A consent choice recorded before the page loads, as on an earlier visit: the banner stays away. */
export async function recordConsent(page: Page, flags: ConsentFlags = REJECT_ALL): Promise<void> {
  await page.addInitScript((choice) => {
    const record = { ...choice, consentDate: new Date().toISOString(), version: '1.0' };
    window.localStorage.setItem('ps_gdpr_consent', JSON.stringify(record));
  }, flags);
}

/** What the device remembers about marketing modals (mf-landing lib/popup-rules); kept only with tracking consent. */
export interface PopupHistory {
  firstVisitAt?: number;
  lastShownAt?: number;
  dismissals: number;
  subscribed: boolean;
}

/** Stores the modal history before the first load, as an earlier visit would have; reloads keep what the page wrote. */
export async function seedPopupHistory(page: Page, history: PopupHistory): Promise<void> {
  await page.addInitScript((stored) => {
    // Like the site, nothing is kept once tracking was refused (the consent tests count the stored keys).
    const consent = JSON.parse(window.localStorage.getItem('ps_gdpr_consent') ?? 'null') as {
      allowTracking?: boolean;
    } | null;
    if (consent?.allowTracking === false || window.localStorage.getItem('ps_popup_history') !== null) return;
    window.localStorage.setItem('ps_popup_history', JSON.stringify(stored));
  }, history);
}

/** A returning visitor who has not seen a marketing modal lately, so one may open at once. */
export const RETURNING_VISITOR: PopupHistory = {
  firstVisitAt: Date.now() - 30 * 24 * 60 * 60 * 1000,
  dismissals: 0,
  subscribed: false,
};

/** Marks a marketing modal as seen moments ago, so none (newsletter pop-up, exit intent) covers anything under test. */
export async function skipNewsletterPopup(page: Page): Promise<void> {
  await seedPopupHistory(page, { ...RETURNING_VISITOR, lastShownAt: Date.now() });
}

/** A browser that owns a cart and orders under this session id. */
export async function giveSessionId(page: Page, sessionId: string): Promise<void> {
  await page.addInitScript((id) => window.localStorage.setItem('ps_session_id', id), sessionId);
}
