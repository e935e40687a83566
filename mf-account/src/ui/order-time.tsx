import { useOrderDate, useOrderTimestamp } from '../lib/order-model/use-order-date';

/** An order's moment as a `<time>`: its day, or its day and time, drawn alike on the server and at hydration. */
export function OrderTime({ at, withTime = false }: { at: string; withTime?: boolean }) {
  const day = useOrderDate(at);
  const moment = useOrderTimestamp(at);
  return <time dateTime={at}>{withTime ? moment : day}</time>;
}
