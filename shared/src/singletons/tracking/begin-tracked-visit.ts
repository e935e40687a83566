import type { ConsentRecord } from '@ps/shared/consent';
import {
  readOrCreateVisitorId,
  readStoredEvents,
  readStoredProfile,
  storeEvents,
  storeProfile,
} from './stored-visitor-data';
import { profileForThisLoad, withConsent } from './visitor-profile';
import { useVisitorStore } from './visitor-store';

/** On load with consent, or when consent is given: validate what is stored, count the session, keep it. */
export function beginTrackedVisit(consent: ConsentRecord, now: Date = new Date()): void {
  const stored = readStoredProfile();
  const profile = profileForThisLoad(stored, readOrCreateVisitorId(stored), consent, now);
  const events = readStoredEvents(now);
  storeProfile(profile);
  storeEvents(events);
  useVisitorStore.setState({ profile, events, deepestScrollDepth: 0 });
}

/** Changed flags (allowTracking still on) only update the profile's copy of them. */
export function applyConsentToProfile(consent: ConsentRecord): void {
  const { profile } = useVisitorStore.getState();
  if (!profile) return;
  const updated = withConsent(profile, consent);
  storeProfile(updated);
  useVisitorStore.setState({ profile: updated });
}
