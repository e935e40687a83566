import type { OrderDetail } from '@ps/shared/schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the returns window of a delivered order closes: the same time `days` days after it was
 * delivered, as the server's own rule counts it. Null when it was not delivered or the days are
 * not known yet.
 */
export function returnWindowClosesAt(timeline: OrderDetail['timeline'], days: number | undefined): string | null {
  const delivered = timeline.find((entry) => entry.status === 'delivered')?.timestamp;
  if (!delivered || days === undefined) return null;
  return new Date(new Date(delivered).getTime() + days * DAY_MS).toISOString();
}
