export const CONSENT_VERSION = '1.0';

export const CONSENT_FLAG_NAMES = [
  'allowTracking',
  'allowPersonalization',
  'allowMarketing',
  'allowAnalytics',
] as const;

export type ConsentFlagName = (typeof CONSENT_FLAG_NAMES)[number];
export type ConsentFlags = Record<ConsentFlagName, boolean>;

export interface ConsentRecord extends ConsentFlags {
  /** ISO date-time of the choice. */
  consentDate: string;
  version: typeof CONSENT_VERSION;
}

export const ACCEPT_ALL_CONSENT: ConsentFlags = {
  allowTracking: true,
  allowPersonalization: true,
  allowMarketing: true,
  allowAnalytics: true,
};

export const REJECT_ALL_CONSENT: ConsentFlags = {
  allowTracking: false,
  allowPersonalization: false,
  allowMarketing: false,
  allowAnalytics: false,
};

export function createConsentRecord(flags: ConsentFlags, now: Date): ConsentRecord {
  const chosen = Object.fromEntries(CONSENT_FLAG_NAMES.map((name) => [name, flags[name]])) as ConsentFlags;
  return { ...chosen, consentDate: now.toISOString(), version: CONSENT_VERSION };
}

/** Hand-written instead of zod: this runs on every page's first load, where bytes count. */
export function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    CONSENT_FLAG_NAMES.every((name) => typeof record[name] === 'boolean') &&
    record.version === CONSENT_VERSION &&
    typeof record.consentDate === 'string' &&
    !Number.isNaN(Date.parse(record.consentDate))
  );
}
