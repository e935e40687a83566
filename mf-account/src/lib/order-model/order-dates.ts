const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** Delivery estimates are calendar dates: read and shown in UTC so no time zone moves them a day. */
const calendarFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Jan 5, 2026" */
export function formatOrderDate(isoDateTime: string): string {
  return dateFormat.format(new Date(isoDateTime));
}

/** "Jan 5, 2026, 3:04 PM" */
export function formatOrderTimestamp(isoDateTime: string): string {
  return dateTimeFormat.format(new Date(isoDateTime));
}

/** "2026-01-09" → "Fri, Jan 9, 2026" */
export function formatDeliveryDate(calendarDate: string): string {
  return calendarFormat.format(new Date(`${calendarDate}T00:00:00Z`));
}
