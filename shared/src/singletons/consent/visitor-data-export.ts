import type { ConsentRecord } from './consent-record';
import { useConsentStore } from './consent-store';
import { readPersonalJson } from './personal-data';

export const NO_CONSENT_EXPORT_MESSAGE = 'No consent was given, so no data about you is stored on this device.';

export type VisitorDataExport =
  | { profile: unknown; events: unknown; consent: ConsentRecord; exportDate: string }
  | { message: string; exportDate: string };

/** The visitor's copy of what is kept about them (spec 1 §4), as stored. */
export function exportVisitorData(now: Date = new Date()): VisitorDataExport {
  const exportDate = now.toISOString();
  const consent = useConsentStore.getState().record;
  if (!consent?.allowTracking) return { message: NO_CONSENT_EXPORT_MESSAGE, exportDate };
  return {
    profile: readPersonalJson('profile') ?? null,
    events: readPersonalJson('events') ?? [],
    consent,
    exportDate,
  };
}
