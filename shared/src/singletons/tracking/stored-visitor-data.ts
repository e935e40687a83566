import { readPersonalItem, readPersonalJson, writePersonalItem, writePersonalJson } from '@ps/shared/consent';
import { dropExpiredEvents } from './event-retention';
import { isTrackedEvent, type TrackedEvent } from './tracked-event';
import type { VisitorProfile } from './visitor-profile';
import { isVisitorProfile } from './visitor-profile-guard';

export function readStoredProfile(): VisitorProfile | null {
  const stored = readPersonalJson('profile');
  return isVisitorProfile(stored) ? stored : null;
}

/** Invalid entries are skipped one by one, so one bad event does not cost the history. */
export function readStoredEvents(now: Date): TrackedEvent[] {
  const stored = readPersonalJson('events');
  return Array.isArray(stored) ? dropExpiredEvents(stored.filter(isTrackedEvent), now) : [];
}

/** ps_user_id holds the bare UUID; an existing profile's id is kept if the key was lost. */
export function readOrCreateVisitorId(stored: VisitorProfile | null): string {
  const id = readPersonalItem('userId') || stored?.userId || crypto.randomUUID();
  writePersonalItem('userId', id);
  return id;
}

export const storeProfile = (profile: VisitorProfile): void => writePersonalJson('profile', profile);
export const storeEvents = (events: readonly TrackedEvent[]): void => writePersonalJson('events', events);
