import type { AdminTourDate } from '@ps/shared/schemas';

export const subscribers = (count: number) => `${count} ${count === 1 ? 'subscriber' : 'subscribers'}`;

/** "Announced Nov 24, 2026 to 128 subscribers", or null for a show not mailed yet. */
export function announcementLine(show: Pick<AdminTourDate, 'announcedAt' | 'announcedTo'>): string | null {
  if (!show.announcedAt) return null;
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(show.announcedAt));
  return `Announced ${day} to ${subscribers(show.announcedTo ?? 0)}`;
}

/** "42 subscribers told it is cancelled", or null for a show not cancelled or never announced. */
export function cancellationLine(show: Pick<AdminTourDate, 'status' | 'cancellationMailedTo'>): string | null {
  if (show.status !== 'cancelled' || show.cancellationMailedTo === null) return null;
  return `${subscribers(show.cancellationMailedTo)} told it is cancelled`;
}

/** What cancelling does to the newsletter, said in the confirmation before anyone clicks. */
export function cancellationNotice(show: Pick<AdminTourDate, 'announcedAt' | 'cancellationAudience'>): string {
  if (!show.announcedAt) return 'It was never announced, so nobody is e-mailed.';
  const count = show.cancellationAudience;
  if (count === 0) return 'Nobody who was told about it is still subscribed, so nobody is e-mailed.';
  return `${subscribers(count)} who ${count === 1 ? 'was' : 'were'} told about it ${count === 1 ? 'gets' : 'get'} an e-mail that it is cancelled, sending ticket holders to the vendor who sold the tickets.`;
}
