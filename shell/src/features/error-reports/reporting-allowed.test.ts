// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ACCEPT_ALL_CONSENT, REJECT_ALL_CONSENT, useConsentStore } from '@ps/shared/consent';
import { reportingAllowed } from './reporting-allowed';

describe('reportingAllowed', () => {
  afterEach(() => useConsentStore.getState().deleteMyData());

  it('lets fan pages report only with analytics consent', () => {
    expect(reportingAllowed('/store')).toBe(false);
    useConsentStore.getState().saveConsent(REJECT_ALL_CONSENT);
    expect(reportingAllowed('/')).toBe(false);
    useConsentStore.getState().saveConsent({ ...ACCEPT_ALL_CONSENT, allowAnalytics: false });
    expect(reportingAllowed('/checkout/payment')).toBe(false);
    useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT);
    expect(reportingAllowed('/checkout/payment')).toBe(true);
  });

  it('lets the staff console report without the banner', () => {
    expect(reportingAllowed('/admin/orders')).toBe(true);
  });
});
