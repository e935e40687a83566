import type { OrderTimelineEntry } from '@ps/shared/schemas';
import type { OrderStatus } from '@ps/shared/rules';

const ENDINGS: readonly OrderStatus[] = ['cancelled', 'refunded'];

/**
 * The API lists every stage. A live order should not show 'Cancelled' or 'Refunded' as
 * steps still to come, and an ended one should not promise the stages it will never reach.
 */
export function visibleTimeline(entries: readonly OrderTimelineEntry[]): OrderTimelineEntry[] {
  const ended = entries.some((entry) => ENDINGS.includes(entry.status) && entry.completed);
  return entries.filter((entry) => (ended ? entry.completed : !ENDINGS.includes(entry.status)));
}
