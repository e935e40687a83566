import { HOT_FOR_DAYS } from '@ps/shared/news-rules';
import type { NewsPost } from '@ps/shared/schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Flagged hot by the band and posted within the last HOT_FOR_DAYS days. */
export function isHotNow(item: Pick<NewsPost, 'date' | 'isHot'>, now: Date): boolean {
  const age = now.getTime() - Date.parse(`${item.date}T12:00:00`);
  return item.isHot && age >= 0 && age < HOT_FOR_DAYS * DAY_MS;
}
