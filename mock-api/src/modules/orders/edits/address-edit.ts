import { normalizeAddress, ORDER_EDIT_MESSAGES, type Address } from '@ps/shared/schemas';
import { SUPPORTED_COUNTRIES } from '@ps/shared/rules';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { orderQueries, type OrderRecord } from '../repository';
import { orderEditQueries } from './edit-repository';
import { assertEditable, parcelsSentOf } from './edit-refusals';
import type { EditAuthor, OrderEditDependencies } from './order-edit-dependencies';
import { recordEdit } from './record-edit';
import { repriceOrder } from './reprice-order';
import { settleDifference } from './settle-difference';

const sameAddress = (a: Address, b: Address) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Where it goes now, as far as an erased buyer's order still says (state and country, kept for the
 * books: decision 012), so the timeline holds nothing erasure would have to remove.
 */
const regionOf = (address: Address) =>
  `${address.state}, ${SUPPORTED_COUNTRIES.find((country) => country.code === address.country)?.name ?? address.country}`;

/**
 * Sends the (locked) order somewhere else: the tax follows the destination, so the order is
 * priced again and the difference settled, then the edit is recorded and the customer mailed.
 */
export async function editShippingAddress(
  trx: Db,
  deps: OrderEditDependencies,
  order: OrderRecord,
  address: Address,
  author: EditAuthor,
): Promise<void> {
  assertEditable(order, author.staff ? 'staff' : 'customer', await parcelsSentOf(trx, order.id));
  const shippingAddress = normalizeAddress(address);
  if (sameAddress(shippingAddress, order.shippingAddress)) {
    throw new AppError(409, 'NOTHING_CHANGED', ORDER_EDIT_MESSAGES.sameAddress, {
      fields: { shippingAddress: ORDER_EDIT_MESSAGES.sameAddress },
    });
  }
  const items = await orderQueries.listItems(trx, order.id);
  const productIds = items.flatMap((item) => (item.productId === null ? [] : [item.productId]));
  const categories = await orderEditQueries.categoriesOf(trx, productIds);
  const lines = items.map((item) => ({
    productId: item.productId ?? 0,
    categoryId: (item.productId && categories.get(item.productId)) || 0,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
  }));
  const quote = await repriceOrder(trx, deps.pricing, order, lines, shippingAddress);
  const settlement = await settleDifference(trx, deps.payments, order, quote.totalCents, author);
  const summary = `The shipping address was changed; the order now goes to ${regionOf(shippingAddress)}.`;
  await recordEdit(
    trx,
    deps,
    order,
    quote,
    settlement,
    {
      kind: 'address',
      summary,
      auditAction: 'order.address_changed',
      // The append-only audit log keeps no address: erasure could not take it out again.
      auditSummary: 'Changed the shipping address',
      changes: {},
      columns: { shippingAddress },
    },
    author,
  );
}
