import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL_CONSENT, REJECT_ALL_CONSENT, useConsentStore } from '@ps/shared/consent';

const testLoads = vi.fn();

vi.mock('./newsletter-top-banner', () => {
  testLoads();
  return { NewsletterTopBanner: () => <p>newsletter test</p> };
});

const { TopBannerSlot } = await import('./top-banner-slot');

afterEach(() => {
  cleanup();
  useConsentStore.getState().deleteMyData();
  testLoads.mockClear();
});

describe('TopBannerSlot', () => {
  it('when the visitor has not allowed tracking, then the newsletter test and its experiments code are not loaded', async () => {
    render(<TopBannerSlot />);
    act(() => useConsentStore.getState().saveConsent({ ...ACCEPT_ALL_CONSENT, allowTracking: false }));
    await act(async () => undefined);
    expect(testLoads).not.toHaveBeenCalled();
    expect(screen.queryByText('newsletter test')).toBeNull();
  });

  it('when the visitor allows tracking, then the newsletter test loads and decides the placement', async () => {
    act(() => useConsentStore.getState().saveConsent(REJECT_ALL_CONSENT));
    render(<TopBannerSlot />);
    act(() => useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT));
    expect(await screen.findByText('newsletter test')).toBeTruthy();
    expect(testLoads).toHaveBeenCalledOnce();
  });
});
