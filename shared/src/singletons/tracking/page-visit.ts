import { MAX_TIME_ON_PAGE_SECONDS } from '@ps/shared/rules';
import { analyticsQueue } from './analytics-queue';
import { track } from './track';
import { useVisitorStore } from './visitor-store';

const CAMPAIGN_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
const MAX_FIELD_LENGTH = 200;

/** Campaign tags of the address the visitor arrived at, and a referrer from another site (never this one). */
export function arrivalOf(search: string, referrer: string, origin: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const arrival: Record<string, string> = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = params.get(key)?.trim();
    if (value) arrival[key] = value.slice(0, MAX_FIELD_LENGTH);
  }
  try {
    const from = new URL(referrer);
    // Only where they came from: a referrer's path and query can carry another site's personal data.
    if (from.origin !== origin && from.protocol.startsWith('http')) arrival.referrer = `${from.origin}/`;
  } catch {
    // No referrer, or not a URL: a direct visit.
  }
  return arrival;
}

// Read as the page loads, before the router changes the address; sent with the load's first page view.
let arrival: Record<string, string> | null =
  typeof window === 'undefined' ? null : arrivalOf(window.location.search, document.referrer, window.location.origin);
let currentPath: string | null = null;
let visibleSince: number | null = null;

const hasProfile = () => useVisitorStore.getState().profile !== null;

/** Time on the page while it was visible, as one time_on_page event; the next view or return starts a new count. */
export function reportTimeOnPage(now = Date.now()): void {
  if (currentPath === null || visibleSince === null) return;
  const seconds = Math.min(MAX_TIME_ON_PAGE_SECONDS, Math.round((now - visibleSince) / 1000));
  visibleSince = null;
  if (seconds >= 1) track('time_on_page', { value: seconds, metadata: { path: currentPath } });
}

/** A page view of `path` (nothing without tracking consent); the previous page's time is reported first. */
export function trackPageView(path: string, now = Date.now()): void {
  reportTimeOnPage(now);
  track('page_view', { metadata: { path, ...arrival } });
  if (!hasProfile()) return;
  arrival = null;
  currentPath = path;
  visibleSince = document.visibilityState === 'visible' ? now : null;
}

/** The tab was hidden or closed: count its time and send at once, since the page may not come back. */
export function leavePage(): void {
  reportTimeOnPage();
  analyticsQueue.flush();
}

export function returnToPage(now = Date.now()): void {
  if (currentPath !== null && visibleSince === null) visibleSince = now;
}
