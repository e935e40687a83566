import { useSyncExternalStore } from 'react';
import { formatOrderDate, formatOrderTimestamp } from './order-dates';

const utcDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
/** A time of day drawn before the reader's zone is known says which zone it is in. */
const utcTimestampFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
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

/** "Jan 5, 2026, 3:04 PM" in the reader's time zone; "…, 3:04 PM UTC" until it is known, as `useOrderDate`. */
export function useOrderTimestamp(isoDateTime: string): string {
  return useSyncExternalStore(
    nothingChanges,
    () => formatOrderTimestamp(isoDateTime),
    () => `${utcTimestampFormat.format(new Date(isoDateTime))} UTC`,
  );
}
