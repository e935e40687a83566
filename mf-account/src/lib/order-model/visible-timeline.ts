import type { OrderTimelineEntry } from '@ps/shared/schemas';

/**
 * The API lists all six stages. A live order should not show 'Cancelled' as a step
 * still to come, and a cancelled one should not promise the stages it will never reach.
 */
export function visibleTimeline(entries: readonly OrderTimelineEntry[]): OrderTimelineEntry[] {
  const cancelled = entries.some((entry) => entry.status === 'cancelled' && entry.completed);
  return entries.filter((entry) => (cancelled ? entry.completed : entry.status !== 'cancelled'));
}
