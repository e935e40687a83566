import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL_CONSENT, REJECT_ALL_CONSENT, useConsentStore } from '@ps/shared/consent';
import { trackedEventSchema } from '@ps/shared/schemas';
import { arrivalOf } from './page-visit';
import { startVisitorTracking } from './start-visitor-tracking';
import type { TrackedEvent } from './tracked-event';
import { useVisitTracking } from './use-visit-tracking';
import { NO_VISITOR, useVisitorStore } from './visitor-store';

const storedEvents = (): TrackedEvent[] => JSON.parse(window.localStorage.getItem('ps_user_events') ?? '[]');
const sentEvents = (beacon: ReturnType<typeof vi.fn>) =>
  beacon.mock.calls.flatMap(([, blob]) => JSON.parse((blob as { text: string }).text).events as TrackedEvent[]);

function Page({ path }: { path: string }) {
  useVisitTracking(path);
  return (
    <form data-track-form="newsletter-contact" onSubmit={(event) => event.preventDefault()}>
      <input aria-label="Email" />
      <button type="submit">Join</button>
    </form>
  );
}

describe('arrivalOf', () => {
  const origin = 'https://panicsquad.example';

  it('keeps the campaign tags and only the origin of another site as referrer', () => {
    expect(
      arrivalOf('?utm_source=newsletter&utm_medium=email&x=1', 'https://www.google.com/search?q=panic', origin),
    ).toEqual({ utm_source: 'newsletter', utm_medium: 'email', referrer: 'https://www.google.com/' });
  });

  it('treats the site itself and a missing referrer as no referrer', () => {
    expect(arrivalOf('', 'https://panicsquad.example/store', origin)).toEqual({});
    expect(arrivalOf('', '', origin)).toEqual({});
  });
});

describe('useVisitTracking', () => {
  let stop = () => {};
  const beacon = vi.fn((_url: string, _data: { text: string }) => true);

  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T12:00:00.000Z'), toFake: ['Date'] });
    window.localStorage.clear();
    window.sessionStorage.clear();
    useConsentStore.setState({ record: null });
    useVisitorStore.setState(NO_VISITOR);
    beacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    // jsdom's Blob cannot be read synchronously; the test only needs the JSON it was made from.
    vi.stubGlobal(
      'Blob',
      class {
        text: string;
        constructor(parts: string[]) {
          this.text = parts.join('');
        }
      },
    );
    stop = startVisitorTracking();
  });
  afterEach(() => {
    cleanup();
    stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('records nothing without consent, then the current page view as soon as consent is given', () => {
    render(<Page path="/" />);
    expect(storedEvents()).toEqual([]);
    act(() => useConsentStore.getState().saveConsent({ ...REJECT_ALL_CONSENT, allowTracking: true }));
    expect(storedEvents().map((event) => [event.eventType, event.metadata?.path])).toEqual([['page_view', '/']]);
  });

  it('sends page views, the visible time on each page and form steps that pass the server schema', () => {
    act(() => useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT));
    const { rerender, getByLabelText, getByRole } = render(<Page path="/" />);
    vi.setSystemTime(Date.now() + 42_000);
    rerender(<Page path="/store" />);
    act(() => getByLabelText('Email').focus());
    act(() => getByRole('button', { name: 'Join' }).click());
    vi.setSystemTime(Date.now() + 8_000);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    Reflect.deleteProperty(document, 'visibilityState');

    const sent = sentEvents(beacon);
    expect(
      sent.map(({ eventType, value, elementId, metadata }) => ({ eventType, value, elementId, metadata })),
    ).toEqual([
      { eventType: 'page_view', value: undefined, elementId: undefined, metadata: { path: '/' } },
      { eventType: 'time_on_page', value: 42, elementId: undefined, metadata: { path: '/' } },
      { eventType: 'page_view', value: undefined, elementId: undefined, metadata: { path: '/store' } },
      {
        eventType: 'form_interaction',
        value: undefined,
        elementId: 'newsletter-contact',
        metadata: { action: 'start' },
      },
      {
        eventType: 'form_interaction',
        value: undefined,
        elementId: 'newsletter-contact',
        metadata: { action: 'submit' },
      },
      { eventType: 'time_on_page', value: 8, elementId: undefined, metadata: { path: '/store' } },
    ]);
    for (const event of sent) expect(trackedEventSchema.safeParse(event).success).toBe(true);
    expect(useVisitorStore.getState().profile?.totalTimeSpent).toBe(50);
  });
});
