import { selectHasTrackingConsent, useConsentStore } from './consent-store';
import { PERSONAL_DATA_KEYS, type PersonalDataName } from './personal-data-keys';
import { parseStoredJson, readStoredItem, writeStoredItem } from './safe-storage';

// The only way tracking and experiments touch local storage: reads and writes are
// refused without tracking consent, so no module can keep or use data by mistake.
const hasTrackingConsent = (): boolean => selectHasTrackingConsent(useConsentStore.getState());

export function readPersonalItem(name: PersonalDataName): string | null {
  return hasTrackingConsent() ? readStoredItem(PERSONAL_DATA_KEYS[name]) : null;
}

/** undefined when absent, corrupt or not allowed. */
export function readPersonalJson(name: PersonalDataName): unknown {
  return parseStoredJson(readPersonalItem(name));
}

export function writePersonalItem(name: PersonalDataName, text: string): void {
  if (hasTrackingConsent()) writeStoredItem(PERSONAL_DATA_KEYS[name], text);
}

export function writePersonalJson(name: PersonalDataName, value: unknown): void {
  writePersonalItem(name, JSON.stringify(value));
}
