// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL_CONSENT, REJECT_ALL_CONSENT, useConsentStore, type ConsentFlags } from '@ps/shared/consent';
import { startVisitorTracking } from './start-visitor-tracking';
import { track } from './track';
import type { TrackedEvent } from './tracked-event';
import { NO_VISITOR, useVisitorStore } from './visitor-store';

const storedEvents = (): TrackedEvent[] => JSON.parse(window.localStorage.getItem('ps_user_events') ?? '[]');
const TRACKING_ONLY: ConsentFlags = { ...REJECT_ALL_CONSENT, allowTracking: true };

describe('track', () => {
  let stop = () => {};
  const beacon = vi.fn((_url: string, _data: Blob) => true);
  const gtag = vi.fn();

  function start(flags: ConsentFlags | null) {
    if (flags) useConsentStore.getState().saveConsent(flags);
    stop = startVisitorTracking();
  }

  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    useConsentStore.setState({ record: null });
    useVisitorStore.setState(NO_VISITOR);
    beacon.mockClear();
    gtag.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    window.gtag = gtag;
  });
  afterEach(() => {
    stop();
    Reflect.deleteProperty(navigator, 'sendBeacon');
    delete window.gtag;
  });

  it.each([
    ['no consent recorded', null],
    ['everything but tracking allowed', { ...ACCEPT_ALL_CONSENT, allowTracking: false }],
  ])('records and sends nothing with %s', (_case, flags) => {
    start(flags);
    for (let index = 0; index < 12; index++) track('click');
    stop();
    expect(window.localStorage.getItem('ps_user_events')).toBeNull();
    expect(useVisitorStore.getState().events).toEqual([]);
    expect(beacon).not.toHaveBeenCalled();
    expect(gtag).not.toHaveBeenCalled();
  });

  it('stores the event with its time, the tab session id and the visitor id, and learns from it', () => {
    start(TRACKING_ONLY);
    track('music_play', { elementId: 'track-1', sectionName: 'music', value: 30, metadata: { title: 'Panic' } });
    const [event] = storedEvents();
    expect(event).toEqual({
      eventType: 'music_play',
      elementId: 'track-1',
      sectionName: 'music',
      value: 30,
      metadata: { title: 'Panic' },
      timestamp: expect.any(String),
      sessionId: window.sessionStorage.getItem('ps_tracking_session_id'),
      userId: window.localStorage.getItem('ps_user_id'),
    });
    expect(useVisitorStore.getState().profile?.interests).toEqual(['music']);
  });

  it('records locally but sends nothing while analytics is off', () => {
    start(TRACKING_ONLY);
    for (let index = 0; index < 10; index++) track('click');
    stop();
    expect(storedEvents()).toHaveLength(10);
    expect(beacon).not.toHaveBeenCalled();
    expect(gtag).not.toHaveBeenCalled();
  });

  it('with analytics, sends a batch of 10 to the API and mirrors each event to gtag', () => {
    start(ACCEPT_ALL_CONSENT);
    for (let index = 0; index < 10; index++) track('click', { elementId: `cta-${index}` });
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledTimes(10);
    expect(gtag).toHaveBeenLastCalledWith('event', 'click', expect.objectContaining({ element_id: 'cta-9' }));
  });

  it('records scroll depth only when deeper than the deepest so far', () => {
    start(TRACKING_ONLY);
    [25, 50, 40, 50, 75].forEach((value) => track('scroll_depth', { value }));
    track('scroll_depth');
    expect(storedEvents().map((event) => event.value)).toEqual([25, 50, 75]);
  });

  it('starts tracking itself when the page did not (standalone remotes)', () => {
    useConsentStore.getState().saveConsent(TRACKING_ONLY);
    track('page_view');
    stop = startVisitorTracking();
    expect(storedEvents()).toHaveLength(1);
  });
});
