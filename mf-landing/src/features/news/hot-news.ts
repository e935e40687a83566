import { HOT_FOR_DAYS } from '@ps/shared/news-rules';
import type { NewsPost } from '@ps/shared/schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

const isRecent = (date: string, now: Date) => {
  const age = now.getTime() - Date.parse(`${date}T12:00:00`);
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
