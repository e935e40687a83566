import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REJECT_ALL_CONSENT, useConsentStore } from '@ps/shared/consent';
import type { PopupVisit } from './popup-visit';

const hostVisits: PopupVisit[] = [];
const hostLoads = vi.fn();

vi.mock('./offer-modals-host', () => {
  hostLoads();
  return {
    OfferModalsHost: ({ visit }: { visit: PopupVisit }) => {
      hostVisits.push(visit);
      return <p>offer modals host</p>;
    },
  };
});

const { OfferModals } = await import('./offer-modals');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useConsentStore.getState().deleteMyData();
  hostVisits.length = 0;
  hostLoads.mockClear();
});

describe('OfferModals', () => {
  it('when the consent banner has not been answered, then the offers code is not loaded', async () => {
    render(<OfferModals />);
    await act(async () => undefined);
    expect(hostLoads).not.toHaveBeenCalled();
    expect(screen.queryByText('offer modals host')).toBeNull();
  });

  it('when the visitor answers the banner later, then the host loads with the visit as it was at page load', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    render(<OfferModals />);
    vi.setSystemTime(new Date('2026-11-24T12:00:30Z'));
    act(() => useConsentStore.getState().saveConsent(REJECT_ALL_CONSENT));

    expect(await screen.findByText('offer modals host')).toBeTruthy();
    expect(hostVisits.at(-1)).toEqual({ startedAt: Date.parse('2026-11-24T12:00:00Z'), isFirst: true });
  });
});
