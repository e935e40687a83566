import { HOT_FOR_DAYS } from '@ps/shared/rules';
import type { NewsPost } from '@ps/shared/schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * A post's date is a calendar day in the zone of the staff member who wrote it, and the server takes
 * days up to the earliest zone's today (UTC+14): counted from that zone's midnight, a post is recent
 * from the moment it can exist, wherever the fan is (at noon, a morning post was not yet "hot").
 */
const isRecent = (date: string, now: Date) => {
  const age = now.getTime() - Date.parse(`${date}T00:00:00+14:00`);
  return age >= 0 && age < HOT_FOR_DAYS * DAY_MS;
};

/** Flagged hot by the band and posted within the last HOT_FOR_DAYS days. */
export function isHotNow(item: Pick<NewsPost, 'date' | 'isHot'>, now: Date): boolean {
  return item.isHot && isRecent(item.date, now);
}

/** "Fresh off the press" only while the newest post is as recent as a hot one may be; else a plain kicker. */
export function newsKicker(posts: readonly Pick<NewsPost, 'date'>[], now: Date): string {
  const [newest] = posts;
  return newest && isRecent(newest.date, now) ? 'Fresh off the press' : 'From the band';
}
