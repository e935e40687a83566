import type { Db } from '../../../db/tables';
import { hashOfToken, newSecretToken } from '../../../platform/sessions/secret-token';
import { adminOrderQueries } from '../console/admin-order-repository';
import { balanceQueries } from '../edits';
import type { OrderRecord } from '../repository';
import { returnQueries } from './return-repository';

/**
 * A dearer replacement's difference joins the order's total and its balance due, with a fresh
 * link of decision 073 (an older open link ends: the new one asks for all that is due). Called
 * with the order row locked; answers the link's secret for the approval mail, and the link's id
 * (a withdrawal of the exchange reads from it whether the difference was paid).
 */
export async function chargeDifference(
  trx: Db,
  order: OrderRecord,
  amountCents: number,
): Promise<{ token: string; balanceId: number | null }> {
  const balanceDueCents = order.balanceDueCents + amountCents;
  const token = newSecretToken();
  await balanceQueries.replaceOpen(trx, order.id);
  await balanceQueries.open(trx, order.id, balanceDueCents, hashOfToken(token));
  await adminOrderQueries.update(trx, order.id, order.version, {
    subtotalCents: order.subtotalCents + amountCents,
    totalCents: order.totalCents + amountCents,
    balanceDueCents,
  });
  return { token, balanceId: await returnQueries.openBalanceId(trx, order.id) };
}
