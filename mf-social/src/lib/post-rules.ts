/**
 * Percent of the band's audience (the fan figure staff keep in the settings) who liked or commented,
 * to one decimal. Spec 2 divided by a fixed 10,000, which put busy posts above 100 % (decision 046).
 * Null when there is no audience to measure against or more reactions than audience: a share of
 * people cannot pass 100 %, so such a figure would be false.
 */
export function engagementPercent(likes: number, comments: number, audience: number): number | null {
  const reactions = likes + comments;
  if (audience <= 0 || reactions > audience) return null;
  return Math.round((reactions / audience) * 100 * 10) / 10;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Calendar days in the visitor's time zone: Today, Yesterday or N days ago. */
export function postAge(timestamp: string, now: Date = new Date()): string {
  const days = Math.max(0, Math.round((startOfDay(now) - startOfDay(new Date(timestamp))) / DAY_MS));
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return `${days} days ago`;
}

/** Activity ages: minutes, hours, then days. */
export function timeAgo(timestamp: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(timestamp)) / 60_000));
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'Yesterday' : `${days} days ago`;
}

export const compactNumber = (value: number): string =>
  new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
