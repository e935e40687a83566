import { create } from 'zustand';
import { storageKey } from '../brand';
import { CONSENT_VERSION, consentRecordSchema, type ConsentFlags, type ConsentRecord } from './consent-record';

const CONSENT_KEY = storageKey('gdpr_consent');

function readStoredConsent(): ConsentRecord | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_KEY);
    const parsed = consentRecordSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    // Corrupt or unavailable storage counts as "nothing recorded" (spec 1 §8).
    return null;
  }
}

interface ConsentState {
  record: ConsentRecord | null;
  saveConsent: (flags: ConsentFlags) => void;
}

/** The consent singleton every remote reads; the banner, profile and experiments build on it. */
export const useConsentStore = create<ConsentState>((set) => ({
  record: typeof window === 'undefined' ? null : readStoredConsent(),
  saveConsent: (flags) => {
    const record: ConsentRecord = { ...flags, consentDate: new Date().toISOString(), version: CONSENT_VERSION };
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(record));
    set({ record });
  },
}));

/** Only allowTracking counts as consent given (spec 1 §4). */
export const selectHasTrackingConsent = (state: ConsentState): boolean => state.record?.allowTracking === true;
