import { formatPrice } from '@ps/shared/rules';

export const money = (dollars: number) => formatPrice(dollars);

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatDate = (iso: string) => date.format(new Date(iso));
/** A day of a chart or table (YYYY-MM-DD, a UTC day) as "Mar 4". */
export const formatDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
