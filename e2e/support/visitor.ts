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

/** Marks the timed newsletter pop-up as already seen in this tab, so it covers nothing under test. */
export async function skipNewsletterPopup(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('ps_newsletter_popup_shown', 'true'));
}

/** A browser that owns a cart and orders under this session id. */
export async function giveSessionId(page: Page, sessionId: string): Promise<void> {
  await page.addInitScript((id) => window.localStorage.setItem('ps_session_id', id), sessionId);
}
