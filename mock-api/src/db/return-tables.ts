import type { ColumnType, Generated } from 'kysely';
import type { Carrier, ReturnKind, ReturnStatus } from '@ps/shared/schemas';

/* Returns and exchanges of delivered orders (migration 0060, decision 072). */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface OrderReturnsTable {
  id: Generated<number>;
  orderId: number;
  kind: ReturnKind;
  status: ColumnType<ReturnStatus, ReturnStatus | undefined, ReturnStatus>;
  reason: string;
  staffMessage: Nullable<string>;
  /** An exchange's wanted variant, and its name as it was when asked. */
  replacementVariantId: Nullable<number>;
  replacementVariantName: Nullable<string>;
  /** The order line added for the replacement when the exchange was approved. */
  replacementItemId: Nullable<number>;
  refundedCents: Nullable<number>;
  /** What a dearer replacement costs more, due through the order's balance link (migration 0062). */
  chargedCents: Nullable<number>;
  carrier: Nullable<Carrier>;
  trackingNumber: Nullable<string>;
  decidedAt: Nullable<Date>;
  receivedAt: Nullable<Date>;
  refundedAt: Nullable<Date>;
  sentAt: Nullable<Date>;
  /** Migration 0064: when the customer, or staff for them, withdrew the request. */
  withdrawnAt: Nullable<Date>;
  /** Migration 0064: the balance link a dearer exchange's approval opened. */
  chargeBalanceId: Nullable<number>;
  version: Generated<number>;
  createdAt: ColumnType<Date, Date | undefined, never>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface OrderReturnLinesTable {
  returnId: number;
  orderItemId: number;
  quantity: number;
  /** Units that came back fit to sell again; null until received. */
  goodQuantity: Nullable<number>;
}
