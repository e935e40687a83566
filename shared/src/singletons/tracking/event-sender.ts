import type { TrackedEvent } from './tracked-event';

export const SEND_BATCH_SIZE = 10;
export const SEND_IDLE_MS = 5000;

export interface EventSender {
  enqueue: (event: TrackedEvent) => void;
  /** Sends whatever is queued now; called on page hide. */
  flush: () => void;
  /** Drops the queue unsent, e.g. when analytics consent is withdrawn. */
  clear: () => void;
}

interface Options {
  send: (events: TrackedEvent[]) => void;
  /** Checked on enqueue and again on send, so a withdrawal in between still stops the batch. */
  isEnabled: () => boolean;
  batchSize?: number;
  idleMs?: number;
}

/** Batches events so a visit costs a few requests: a full batch goes at once, a partial one after a quiet spell. */
export function createEventSender({
  send,
  isEnabled,
  batchSize = SEND_BATCH_SIZE,
  idleMs = SEND_IDLE_MS,
}: Options): EventSender {
  let queue: TrackedEvent[] = [];
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const clear = () => {
    clearTimeout(idleTimer);
    queue = [];
  };

  const flush = () => {
    const batch = queue;
    clear();
    if (batch.length > 0 && isEnabled()) send(batch);
  };

  const enqueue = (event: TrackedEvent) => {
    if (!isEnabled()) return;
    queue.push(event);
    clearTimeout(idleTimer);
    if (queue.length >= batchSize) flush();
    else idleTimer = setTimeout(flush, idleMs);
  };

  return { enqueue, flush, clear };
}
