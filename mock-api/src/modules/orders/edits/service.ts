import {
  ADMIN_ORDER_MESSAGES,
  type orderAddressChangeSchema,
  type orderLinesChangeSchema,
} from '@ps/shared/console-schemas';
import { ORDER_MESSAGES, type Address, type OrderBalanceResponse } from '@ps/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { adminOrderQueries } from '../console/admin-order-repository';
import type { OrderStaffActor } from '../console/status-change';
import { parseOrderNumber } from '../order-number';
import type { OrderRecord } from '../repository';
import { editShippingAddress } from './address-edit';
import { payBalance, showBalance, type BalancePayment } from './balance-payment';
import { completeBalanceFromWebhook, finishBalanceReturn } from './balance-return';
import { orderEditQueries } from './edit-repository';
import { assertVersion } from './edit-refusals';
import { editOrderLines } from './line-edit';
import type { EditAuthor, OrderEditDependencies } from './order-edit-dependencies';
import type { AuthorizedPayment } from '../../payments';

export type AddressChange = z.output<typeof orderAddressChangeSchema>;
export type LinesChange = z.output<typeof orderLinesChangeSchema>;

const staffAuthor = (actor: OrderStaffActor): EditAuthor => ({
  staff: { id: actor.id, name: actor.name, email: actor.email },
  ip: actor.ip,
  allowance: actor.refunds,
});

/** The shop gives back what the customer's own edit makes cheaper; it refunds nothing else for them. */
const customerAuthor = (ip: string): EditAuthor => ({
  staff: null,
  ip,
  allowance: { permitted: true, limitCents: null },
});

/** Unknown number, wrong e-mail: one answer, as the order lookup gives. */
const orderNotFound = () => AppError.notFound(ORDER_MESSAGES.notFound);

/**
 * Edits before shipping (issue 27 item 3, decision 073). Every edit runs in one transaction
 * with the order row locked, so two staff, a customer and a status change queue up and each
 * sees what the one before did: staff name the version they saw, and a stale one gets 409.
 */
export function createOrderEditService(deps: OrderEditDependencies) {
  const { db } = deps;

  /** A staff edit of the order as the member last saw it (`expectedVersion`), with its row locked. */
  const asStaff = (id: number, expectedVersion: number, edit: (trx: Db, order: OrderRecord) => Promise<void>) =>
    db.transaction().execute(async (trx) => {
      const order = await adminOrderQueries.lockForChange(trx, id);
      if (!order) throw AppError.notFound(ADMIN_ORDER_MESSAGES.notFound);
      assertVersion(order, expectedVersion);
      await edit(trx, order);
    });

  return {
    changeAddress: (id: number, change: AddressChange, actor: OrderStaffActor) =>
      asStaff(id, change.expectedVersion, (trx, order) =>
        editShippingAddress(trx, deps, order, change.shippingAddress, staffAuthor(actor)),
      ),

    changeLines: (id: number, change: LinesChange, actor: OrderStaffActor) =>
      asStaff(id, change.expectedVersion, (trx, order) => editOrderLines(trx, deps, order, change, staffAuthor(actor))),

    /** The buyer's own edit: the order's e-mail is the proof, as for the order lookup. */
    changeAddressAsCustomer: (orderNumber: string, email: string, address: Address, ip: string) =>
      db.transaction().execute(async (trx) => {
        const number = parseOrderNumber(orderNumber);
        const order = number === null ? undefined : await orderEditQueries.lockByNumber(trx, number);
        if (!order || order.customerEmail.toLowerCase() !== email.toLowerCase()) throw orderNotFound();
        await editShippingAddress(trx, deps, order, address, customerAuthor(ip));
      }),

    showBalance: (orderNumber: string, token: string): Promise<OrderBalanceResponse> =>
      showBalance(db, parseOrderNumber(orderNumber) ?? '', token),

    payBalance: (orderNumber: string, payment: BalancePayment, ip: string) =>
      payBalance(deps, parseOrderNumber(orderNumber) ?? '', payment, ip),

    finishBalanceReturn: (orderNumber: string, paymentId: string, ip: string) =>
      finishBalanceReturn(deps, parseOrderNumber(orderNumber) ?? '', paymentId, ip),

    /** For the payment webhook: records a held balance payment; false when it was not a balance's. */
    completeHeldBalance: (payment: AuthorizedPayment) => completeBalanceFromWebhook(deps, payment),
  };
}

export type OrderEditService = ReturnType<typeof createOrderEditService>;
