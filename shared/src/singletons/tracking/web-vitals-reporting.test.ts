// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeTemplateOf } from '@ps/shared/rules';
import { ACCEPT_ALL_CONSENT, REJECT_ALL_CONSENT, useConsentStore } from '@ps/shared/consent';
import { analyticsQueue } from './analytics-queue';
import type { TrackedEvent } from './tracked-event';
import { startWebVitalsReporting, webVitalEvent, type VitalReport, type VitalsLibrary } from './web-vitals-reporting';

/** A stand-in for web-vitals whose reports the test fires, as the library would once each figure is final. */
function fakeVitals() {
  const listeners: ((vital: VitalReport) => void)[] = [];
  const on = (listener: (vital: VitalReport) => void) => listeners.push(listener);
  const library: VitalsLibrary = { onLCP: on, onINP: on, onCLS: on, onTTFB: on, routeTemplateOf };
  return {
    load: vi.fn(() => Promise.resolve(library)),
    /** Each registered listener gets every report, as the four functions share `on` here; one is enough. */
    fire: (vital: VitalReport) => listeners[0]?.(vital),
    registered: () => listeners.length,
  };
}

const queued = (): TrackedEvent[] => vi.mocked(analyticsQueue.enqueue).mock.calls.map(([event]) => event);

describe('startWebVitalsReporting', () => {
  let stop = () => {};

  beforeEach(() => {
    window.localStorage.clear();
    useConsentStore.setState({ record: null });
    vi.spyOn(analyticsQueue, 'enqueue').mockImplementation(() => {});
    vi.spyOn(analyticsQueue, 'flush').mockImplementation(() => {});
    window.history.replaceState(null, '', '/store/heart-rate-hero-tee?colour=black');
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('loads nothing and sends nothing without analytics consent', async () => {
    useConsentStore.getState().saveConsent({ ...ACCEPT_ALL_CONSENT, allowAnalytics: false });
    const vitals = fakeVitals();
    stop = startWebVitalsReporting(vitals.load);
    await Promise.resolve();
    expect(vitals.load).not.toHaveBeenCalled();
    expect(analyticsQueue.enqueue).not.toHaveBeenCalled();
  });

  it('with consent, queues each vital under the route template, not the address', async () => {
    useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT);
    const vitals = fakeVitals();
    stop = startWebVitalsReporting(vitals.load);
    await vi.waitFor(() => expect(vitals.registered()).toBe(4));
    vitals.fire({ name: 'LCP', value: 1843.62 });
    vitals.fire({ name: 'CLS', value: 0.012345 });
    expect(queued()).toMatchObject([
      { eventType: 'web_vital', value: 1844, metadata: { metric: 'LCP', route: '/store/:slug' } },
      { eventType: 'web_vital', value: 0.0123, metadata: { metric: 'CLS', route: '/store/:slug' } },
    ]);
    expect(queued()[0]).not.toHaveProperty('userId');
    expect(queued()[0]!.sessionId).toBe(queued()[1]!.sessionId);
  });

  it('starts when consent is given later on the page, once', async () => {
    useConsentStore.getState().saveConsent(REJECT_ALL_CONSENT);
    const vitals = fakeVitals();
    stop = startWebVitalsReporting(vitals.load);
    useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT);
    useConsentStore.getState().saveConsent({ ...ACCEPT_ALL_CONSENT, allowMarketing: false });
    await vi.waitFor(() => expect(vitals.registered()).toBe(4));
    expect(vitals.load).toHaveBeenCalledTimes(1);
  });

  it('sends at once what arrives while the page is being hidden', async () => {
    useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT);
    const vitals = fakeVitals();
    stop = startWebVitalsReporting(vitals.load);
    await vi.waitFor(() => expect(vitals.registered()).toBe(4));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vitals.fire({ name: 'INP', value: 96 });
    expect(analyticsQueue.flush).toHaveBeenCalled();
  });

  it('reports nothing from the staff console', () => {
    window.history.replaceState(null, '', '/admin/analytics');
    useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT);
    const vitals = fakeVitals();
    stop = startWebVitalsReporting(vitals.load);
    expect(vitals.load).not.toHaveBeenCalled();
  });
});

describe('webVitalEvent', () => {
  it('keeps times in whole milliseconds and CLS to four decimals', () => {
    const at = new Date('2026-11-28T12:00:00.000Z');
    expect(webVitalEvent({ name: 'TTFB', value: 211.5 }, '/', 'id', at)).toEqual({
      eventType: 'web_vital',
      value: 212,
      metadata: { metric: 'TTFB', route: '/' },
      timestamp: '2026-11-28T12:00:00.000Z',
      sessionId: 'id',
    });
  });
});
