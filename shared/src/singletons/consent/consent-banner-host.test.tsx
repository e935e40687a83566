import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '@ps/test-kit/render';
import { closeConsentBanner, openPrivacySettings, useConsentBannerStore } from './consent-banner-store';
import { CONSENT_BANNER_DELAY_MS, ConsentBannerHost, TIMED_BANNER_ANNOUNCEMENT } from './consent-banner-host';
import { ACCEPT_ALL_CONSENT } from './consent-record';
import { useConsentStore } from './consent-store';

const renderHost = () => renderWithKit(<ConsentBannerHost />);

/** The banner's lazy chunk can take a while on a busy machine. */
const CHUNK_WAIT = { timeout: 5000 };

/** Lets the fake clock pass the banner delay, then real timers so the lazy chunk can resolve. */
function passDelay(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

describe('ConsentBannerHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
    useConsentStore.setState({ record: null });
    useConsentBannerStore.setState({ view: 'closed', openedByVisitor: false });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the short banner 3 s after load when nothing is recorded', async () => {
    renderHost();
    passDelay(CONSENT_BANNER_DELAY_MS - 1);
    expect(useConsentBannerStore.getState().view).toBe('closed');
    passDelay(1);
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: /your privacy/i }, CHUNK_WAIT)).toBeTruthy();
  });

  it('stays away once a choice is recorded', () => {
    useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT);
    renderHost();
    passDelay(CONSENT_BANNER_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('comes back on the next load after being closed without a choice', () => {
    renderHost();
    passDelay(CONSENT_BANNER_DELAY_MS);
    act(closeConsentBanner);
    cleanup();
    renderHost();
    passDelay(CONSENT_BANNER_DELAY_MS);
    expect(useConsentBannerStore.getState().view).toBe('summary');
    expect(window.localStorage.getItem('ps_gdpr_consent')).toBeNull();
  });

  it('opens the Privacy Settings view at any time, and the timer does not replace it', async () => {
    useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT);
    renderHost();
    act(openPrivacySettings);
    passDelay(CONSENT_BANNER_DELAY_MS);
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'Privacy Settings' }, CHUNK_WAIT)).toBeTruthy();
  });

  it('appears on its timer without taking focus from what the visitor was doing, and is announced politely', async () => {
    const typing = document.createElement('input');
    document.body.append(typing);
    typing.focus();
    renderHost();
    passDelay(CONSENT_BANNER_DELAY_MS);
    vi.useRealTimers();
    await screen.findByRole('dialog', { name: /your privacy/i }, CHUNK_WAIT);
    expect(document.activeElement).toBe(typing);
    expect(screen.getByText(TIMED_BANNER_ANNOUNCEMENT).getAttribute('aria-live')).toBe('polite');
    typing.remove();
  });

  it('takes focus when the visitor opens it', async () => {
    renderHost();
    act(openPrivacySettings);
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Settings' }, CHUNK_WAIT);
    await vi.waitFor(() => expect(document.activeElement).toBe(dialog), CHUNK_WAIT);
    expect(screen.queryByText(TIMED_BANNER_ANNOUNCEMENT)).toBeNull();
  });
});
