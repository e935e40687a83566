// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS_PATH, sendEventsToApi } from './analytics-transport';
import type { TrackedEvent } from './tracked-event';

const events: TrackedEvent[] = [{ eventType: 'page_view', timestamp: new Date(0).toISOString(), sessionId: 'tab' }];

/** jsdom's Blob has no text(). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

function stubBeacon(implementation: (url: string, data: Blob) => boolean) {
  const beacon = vi.fn(implementation);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  return beacon;
}

describe('sendEventsToApi', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    vi.unstubAllGlobals();
  });

  it('sends { events } as an application/json beacon', async () => {
    const beacon = stubBeacon(() => true);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    sendEventsToApi(events);
    const [url, blob] = beacon.mock.calls[0] ?? [];
    expect(url).toBe(ANALYTICS_EVENTS_PATH);
    expect(blob?.type).toBe('application/json');
    expect(JSON.parse(await readBlob(blob as Blob))).toEqual({ events });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['the beacon is refused', () => stubBeacon(() => false)],
    [
      'the beacon throws',
      () =>
        stubBeacon(() => {
          throw new TypeError('nope');
        }),
    ],
    ['there is no beacon', () => undefined],
  ])('falls back to fetch with keepalive when %s', (_case, arrange) => {
    arrange();
    const fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchSpy);
    sendEventsToApi(events);
    expect(fetchSpy).toHaveBeenCalledWith(
      ANALYTICS_EVENTS_PATH,
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify({ events }) }),
    );
  });

  it('swallows a failed request', async () => {
    const failure = Promise.reject(new TypeError('offline'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => failure),
    );
    expect(() => sendEventsToApi(events)).not.toThrow();
    await expect(failure.catch(() => 'handled')).resolves.toBe('handled');
  });
});
