import { selectAllowsAnalytics, useConsentStore } from '@ps/shared/consent';

declare global {
  interface Window {
    gtag?: (command: 'event', eventName: string, params: Record<string, unknown>) => void;
  }
}

/** Mirrors an event to a third-party analytics tag when the page has one and analytics are allowed (spec 1 §7). */
export function reportToAnalyticsTag(eventName: string, params: Record<string, unknown>): void {
  if (typeof window === 'undefined' || !selectAllowsAnalytics(useConsentStore.getState())) return;
  try {
    window.gtag?.('event', eventName, params);
  } catch {
    // A broken third-party tag must not break tracking.
  }
}
