import type { TrackedEvent } from './tracked-event';

export const ANALYTICS_EVENTS_PATH = '/api/analytics/events';

/**
 * A beacon survives the page being closed and never holds the page up; fetch with
 * keepalive covers browsers without it or a full beacon queue. Failures are
 * swallowed (spec 1 §8): analytics must never disturb a visit.
 */
export function sendEventsToApi(events: TrackedEvent[]): void {
  const body = JSON.stringify({ events });
  try {
    if (navigator.sendBeacon?.(ANALYTICS_EVENTS_PATH, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers throw instead of returning false; fall through to fetch.
  }
  fetch(ANALYTICS_EVENTS_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
}
