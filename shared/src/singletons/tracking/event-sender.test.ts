import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventSender, SEND_BATCH_SIZE, SEND_IDLE_MS } from './event-sender';
import type { TrackedEvent } from './tracked-event';

const makeEvent = (index: number): TrackedEvent => ({
  eventType: 'click',
  elementId: `button-${index}`,
  timestamp: new Date(0).toISOString(),
  sessionId: 'tab',
});

describe('createEventSender', () => {
  let enabled: boolean;
  const send = vi.fn<(events: TrackedEvent[]) => void>();
  const createSender = () => createEventSender({ send, isEnabled: () => enabled });

  beforeEach(() => {
    vi.useFakeTimers();
    enabled = true;
    send.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('sends a batch as soon as 10 events are queued', () => {
    const sender = createSender();
    for (let index = 0; index < SEND_BATCH_SIZE - 1; index++) sender.enqueue(makeEvent(index));
    expect(send).not.toHaveBeenCalled();
    sender.enqueue(makeEvent(9));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toHaveLength(SEND_BATCH_SIZE);
  });

  it('sends a partial batch after 5 s without new events', () => {
    const sender = createSender();
    sender.enqueue(makeEvent(1));
    vi.advanceTimersByTime(SEND_IDLE_MS - 1);
    sender.enqueue(makeEvent(2));
    vi.advanceTimersByTime(SEND_IDLE_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledWith([makeEvent(1), makeEvent(2)]);
  });

  it('flushes on demand, once, and not when empty', () => {
    const sender = createSender();
    sender.flush();
    sender.enqueue(makeEvent(1));
    sender.flush();
    vi.advanceTimersByTime(SEND_IDLE_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('neither queues nor sends while disabled', () => {
    const sender = createSender();
    enabled = false;
    sender.enqueue(makeEvent(1));
    enabled = true;
    sender.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('drops a queued batch when disabled before it is sent', () => {
    const sender = createSender();
    sender.enqueue(makeEvent(1));
    enabled = false;
    vi.advanceTimersByTime(SEND_IDLE_MS);
    enabled = true;
    sender.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('clear drops the queue unsent', () => {
    const sender = createSender();
    sender.enqueue(makeEvent(1));
    sender.clear();
    vi.advanceTimersByTime(SEND_IDLE_MS);
    sender.flush();
    expect(send).not.toHaveBeenCalled();
  });
});
