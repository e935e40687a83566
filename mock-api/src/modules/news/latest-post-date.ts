/** The earliest time zone (Kiribati, UTC+14) is this far ahead of UTC. */
const EARLIEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;

/**
 * The last day a post may be dated: today somewhere on Earth. A band posting from the far east
 * of the date line is not refused, and no post can claim a day that has not begun anywhere.
 */
export const latestPostDate = (now: Date): string =>
  new Date(now.getTime() + EARLIEST_ZONE_AHEAD_MS).toISOString().slice(0, 10);
