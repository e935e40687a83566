import { describe, expect, it } from 'vitest';
import { isTrackedEvent, pickTrackDetails } from './tracked-event';

const event = { eventType: 'click', timestamp: '2024-05-01T12:00:00.000Z', sessionId: 'tab-1' };

describe('tracked event', () => {
  it('accepts stored events with and without optional fields', () => {
    expect(isTrackedEvent(event)).toBe(true);
    expect(
      isTrackedEvent({ ...event, userId: 'u', elementId: 'cta', sectionName: 'tour', value: 3, metadata: { a: 1 } }),
    ).toBe(true);
  });

  it.each([
    ['unknown type', { eventType: 'hover' }],
    ['bad timestamp', { timestamp: 'soon' }],
    ['missing session', { sessionId: undefined }],
    ['non-number value', { value: '3' }],
    ['infinite value', { value: Infinity }],
    ['array metadata', { metadata: [1] }],
  ])('rejects an event with %s', (_case, override) => {
    expect(isTrackedEvent({ ...event, ...override })).toBe(false);
  });

  it('keeps only well-typed details from callers', () => {
    const details = { elementId: 'cta', sectionName: 7, value: Number.NaN, metadata: { song: 'x' }, extra: true };
    expect(pickTrackDetails(details as never)).toEqual({ elementId: 'cta', metadata: { song: 'x' } });
  });
});
