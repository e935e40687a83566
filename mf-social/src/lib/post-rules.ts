/** Spec 2: engagement shown per post is (likes + comments) / 10,000 × 100, to one decimal. */
export function engagementPercent(likes: number, comments: number): number {
  return Math.round(((likes + comments) / 10_000) * 100 * 10) / 10;
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
