import { formatPrice } from '@ps/shared/format';

export const money = (dollars: number) => formatPrice(dollars);

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
