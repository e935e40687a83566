import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '@ps/test-kit/render';
import { openPrivacySettings, showConsentSummary, useConsentBannerStore } from '../consent-banner-store';
import { ACCEPT_ALL_CONSENT, REJECT_ALL_CONSENT } from '../consent-record';
import { useConsentStore } from '../consent-store';
import { ConsentBanner } from './consent-banner';

const recorded = () => JSON.parse(window.localStorage.getItem('ps_gdpr_consent') ?? 'null');
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const isOpen = () => useConsentBannerStore.getState().view !== 'closed';

/** Mounts the banner only while open, as the host does, next to a footer-style opener. */
function Harness() {
  const isShown = useConsentBannerStore((state) => state.view !== 'closed');
  return (
    <>
      <button type="button" onClick={openPrivacySettings}>
        Privacy settings
      </button>
      {isShown && <ConsentBanner />}
    </>
  );
}

function renderBanner(open: () => void = showConsentSummary) {
  const view = renderWithKit(<Harness />);
  act(open);
  return view;
}

describe('ConsentBanner', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useConsentStore.setState({ record: null });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    useConsentBannerStore.setState({ view: 'closed', openedByVisitor: false });
  });

  it('is a labelled dialog that takes focus and links to the privacy policy', () => {
    renderBanner();
    const dialog = screen.getByRole('dialog', { name: 'Your privacy, your superpower' });
    expect(document.activeElement).toBe(dialog);
    expect(
      within(dialog)
        .getByRole('link', { name: /privacy policy/i })
        .getAttribute('href'),
    ).toBe('/privacy');
  });

  it.each([
    ['Accept All', ACCEPT_ALL_CONSENT],
    ['Reject All', REJECT_ALL_CONSENT],
  ])('%s records the choice with version 1.0 and closes', (name, flags) => {
    renderBanner();
    fireEvent.click(button(name));
    expect(recorded()).toMatchObject({ ...flags, version: '1.0' });
    expect(isOpen()).toBe(false);
  });

  it.each([
    ['the close button', () => fireEvent.click(button('Close without choosing'))],
    ['Escape', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
  ])('closing with %s records nothing', (_case, close) => {
    renderBanner();
    close();
    expect(isOpen()).toBe(false);
    expect(recorded()).toBeNull();
  });

  it('Customize shows Privacy Settings, where essential is always on and the choice is saved', () => {
    renderBanner();
    fireEvent.click(button('Customize'));
    const dialog = screen.getByRole('dialog', { name: 'Privacy Settings' });
    expect(document.activeElement).toBe(dialog);
    const essential = screen.getByRole('switch', { name: 'Essential' }) as HTMLInputElement;
    expect([essential.checked, essential.disabled]).toEqual([true, true]);
    const optional = ['Tracking', 'Personalization', 'Marketing', 'Analytics'];
    optional.forEach((name) => expect((screen.getByRole('switch', { name }) as HTMLInputElement).checked).toBe(false));
    fireEvent.click(screen.getByRole('switch', { name: 'Tracking' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    fireEvent.click(button('Save Preferences'));
    expect(recorded()).toMatchObject({ ...REJECT_ALL_CONSENT, allowTracking: true, allowAnalytics: true });
    expect(isOpen()).toBe(false);
  });

  it('Back returns to the short view', () => {
    renderBanner(openPrivacySettings);
    fireEvent.click(button('Back'));
    expect(screen.getByRole('dialog', { name: 'Your privacy, your superpower' })).toBeTruthy();
  });

  it('opened from the footer, shows the current choice and gives focus back when closed', () => {
    useConsentStore.getState().saveConsent({ ...ACCEPT_ALL_CONSENT, allowMarketing: false });
    renderBanner(() => {});
    const opener = button('Privacy settings');
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Privacy Settings' }));
    expect((screen.getByRole('switch', { name: 'Marketing' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'Tracking' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(button('Close without choosing'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Download my data saves a JSON file', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderBanner(openPrivacySettings);
    fireEvent.click(button('Download my data'));
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/json');
    expect(click).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toMatch(/downloaded/);
  });

  it('Delete my data removes everything, the consent record included', () => {
    useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT);
    window.localStorage.setItem('ps_user_profile', '{}');
    renderBanner(openPrivacySettings);
    fireEvent.click(button('Delete my data'));
    expect(recorded()).toBeNull();
    expect(window.localStorage.getItem('ps_user_profile')).toBeNull();
    expect((screen.getByRole('switch', { name: 'Tracking' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('status').textContent).toMatch(/deleted/);
  });
});
