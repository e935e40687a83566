import { useSyncExternalStore } from 'react';
import { formatOrderDate } from './order-dates';

const utcDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const nothingChanges = () => () => {};

/**
 * "Jan 5, 2026" in the reader's time zone. The server draws a customer's orders (decision 065) in
 * UTC, as it knows no reader's zone: hydration reads that same day, and the reader's own follows.
 */
export function useOrderDate(isoDateTime: string): string {
  return useSyncExternalStore(
    nothingChanges,
    () => formatOrderDate(isoDateTime),
    () => utcDateFormat.format(new Date(isoDateTime)),
  );
}
