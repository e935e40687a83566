import type { AdminTourDate } from '@ps/shared/schemas';

export const subscribers = (count: number) => `${count} ${count === 1 ? 'subscriber' : 'subscribers'}`;

/** "Announced Nov 24, 2026 to 128 subscribers", or null for a show not mailed yet. */
export function announcementLine(show: Pick<AdminTourDate, 'announcedAt' | 'announcedTo'>): string | null {
  if (!show.announcedAt) return null;
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(show.announcedAt));
  return `Announced ${day} to ${subscribers(show.announcedTo ?? 0)}`;
}
