import type { Db } from '../../db/tables';
import type { AppError } from '../../http/app-error';
import { notifyPaymentFailed } from '../notifications';
import { checkoutQueries } from './repository';

/**
 * A refused payment is counted on the session (so the next try gets a new idempotency key)
 * and told to the staff, together.
 */
export async function recordDecline(
  db: Db,
  checkoutSessionId: string,
  amountCents: number,
  refusal: AppError,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const attempt = await checkoutQueries.countDeclinedPayment(trx, checkoutSessionId);
    await notifyPaymentFailed(trx, { checkoutSessionId, attempt, amountCents, reason: refusal.message });
  });
}
