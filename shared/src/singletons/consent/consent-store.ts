import { create } from 'zustand';
import { storageKey } from '@ps/shared/rules';
import { createConsentRecord, isConsentRecord, type ConsentFlags, type ConsentRecord } from './consent-record';
import { clearPersonalData } from './personal-data-keys';
import { parseStoredJson, readStoredItem, removeStoredItem, writeStoredItem } from './safe-storage';

const CONSENT_KEY = storageKey('gdpr_consent');

function readStoredConsent(): ConsentRecord | null {
  const stored = parseStoredJson(readStoredItem(CONSENT_KEY));
  return isConsentRecord(stored) ? stored : null;
}

interface ConsentState {
  record: ConsentRecord | null;
  saveConsent: (flags: ConsentFlags) => void;
  /** "Delete my data": every stored profile, event, id and experiment entry, and the consent record itself. */
  deleteMyData: () => void;
}

/** The consent singleton every remote reads; the banner, profile and experiments build on it. */
export const useConsentStore = create<ConsentState>((set) => ({
  record: typeof window === 'undefined' ? null : readStoredConsent(),
  saveConsent: (flags) => {
    const record = createConsentRecord(flags, new Date());
    // Without tracking consent nothing about the visitor may stay stored (spec 1 §4).
    if (!record.allowTracking) clearPersonalData();
    writeStoredItem(CONSENT_KEY, JSON.stringify(record));
    set({ record });
  },
  deleteMyData: () => {
    clearPersonalData();
    removeStoredItem(CONSENT_KEY);
    set({ record: null });
  },
}));

type ConsentSnapshot = Pick<ConsentState, 'record'>;

/** Only allowTracking counts as consent given (spec 1 §4). */
export const selectHasTrackingConsent = (state: ConsentSnapshot): boolean => state.record?.allowTracking === true;

/** Sending to servers and third-party tags also needs tracking: nothing is recorded without it. */
export const selectAllowsAnalytics = (state: ConsentSnapshot): boolean =>
  selectHasTrackingConsent(state) && state.record?.allowAnalytics === true;

export const selectAllowsPersonalization = (state: ConsentSnapshot): boolean =>
  selectHasTrackingConsent(state) && state.record?.allowPersonalization === true;

/** Marketing modals and offers: Reject All (or marketing off) means none. */
export const selectAllowsMarketing = (state: ConsentSnapshot): boolean =>
  selectHasTrackingConsent(state) && state.record?.allowMarketing === true;
