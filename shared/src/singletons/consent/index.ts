export {
  ACCEPT_ALL_CONSENT,
  CONSENT_FLAG_NAMES,
  CONSENT_VERSION,
  REJECT_ALL_CONSENT,
  isConsentRecord,
  type ConsentFlagName,
  type ConsentFlags,
  type ConsentRecord,
} from './consent-record';
export {
  useConsentStore,
  selectAllowsAnalytics,
  selectAllowsMarketing,
  selectAllowsPersonalization,
  selectHasTrackingConsent,
} from './consent-store';
export { PERSONAL_DATA_KEYS, clearPersonalData, type PersonalDataName } from './personal-data-keys';
export { readPersonalItem, readPersonalJson, writePersonalItem, writePersonalJson } from './personal-data';
export { openPrivacySettings, isConsentBannerOpen } from './consent-banner-store';
export { ConsentBannerHost, CONSENT_BANNER_DELAY_MS } from './consent-banner-host';
