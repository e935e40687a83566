import { SHIPPING_METHOD_DETAILS, type ShippingMethodId } from '@ps/shared/schemas';

/** The last day of the method's window, counting Monday to Friday only, as YYYY-MM-DD (UTC). */
export function estimatedDelivery(placedAt: Date, method: ShippingMethodId): string {
  const day = new Date(Date.UTC(placedAt.getUTCFullYear(), placedAt.getUTCMonth(), placedAt.getUTCDate()));
  let businessDays = SHIPPING_METHOD_DETAILS[method].maxBusinessDays;
  while (businessDays > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) businessDays -= 1;
  }
  return day.toISOString().slice(0, 10);
}
