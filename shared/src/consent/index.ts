export { CONSENT_VERSION, consentRecordSchema, type ConsentFlags, type ConsentRecord } from './consent-record';
export { useConsentStore, selectHasTrackingConsent } from './consent-store';
