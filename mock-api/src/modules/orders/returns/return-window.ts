const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReturnWindow {
  days: number;
  /** Null when the order has not been delivered. */
  closesAt: Date | null;
  open: boolean;
}

/** The returns window counts whole days from delivery: delivered on the 1st with 30 days, open until the 31st, same time. */
export function returnWindowOf(deliveredAt: Date | null, days: number, now: Date): ReturnWindow {
  if (!deliveredAt) return { days, closesAt: null, open: false };
  const closesAt = new Date(deliveredAt.getTime() + days * DAY_MS);
  return { days, closesAt, open: now.getTime() < closesAt.getTime() };
}
