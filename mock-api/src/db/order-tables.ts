import type { ColumnType, Generated } from 'kysely';
import type {
  Address,
  Carrier,
  CheckoutCustomer,
  OrderDraft,
  OrderStatus,
  PaymentMethodType,
  PaymentProviderName,
  PaymentStatus,
  ShippingMethodId,
} from '@ps/shared/schemas';

/* Tables of customers, orders and checkout sessions (migrations 0004 and 0005). */

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export interface CustomersTable {
  id: Generated<number>;
  /** Lower case: the unique key is case-insensitive. */
  email: string;
  /** Argon2id (PHC string), or scrypt$N$r$p$salt$hash from before; rehashed at sign-in. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  marketingEmails: Generated<boolean>;
  /** The account's cart id (migration 0010); set at the first sign-in. */
  cartSessionId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0047: null until the one-time link mailed at sign-up is used; signing in waits for it. */
  emailConfirmedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Migration 0055: the address asked for on the account page, until its mailed link is opened. */
  pendingEmail: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

/** Migration 0055: the customer's address book; at most one default of each kind per customer. */
export interface CustomerAddressesTable {
  id: Generated<number>;
  customerId: number;
  address: Address;
  isDefaultShipping: ColumnType<boolean, boolean | undefined, boolean>;
  isDefaultBilling: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
}

export interface OrdersTable {
  id: Generated<number>;
  orderNumber: string;
  /** The browser session (x-session-id) that placed the order. */
  ownerSessionId: string;
  checkoutSessionId: string;
  idempotencyKey: string;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  paymentStatus: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  paymentMethodType: PaymentMethodType;
  paymentProvider: PaymentProviderName;
  /** The provider's payment id (pi_...). */
  paymentReference: string;
  paymentBrand: string | null;
  paymentLast4: string | null;
  shippingMethod: ShippingMethodId;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  discountCents: Generated<number>;
  /** The promo code the discount came from (migration 0022). */
  promoCode: ColumnType<string | null, string | null | undefined, string | null>;
  totalCents: number;
  taxJurisdiction: string;
  taxRateBasisPoints: number;
  customerId: number | null;
  customerEmail: string;
  customerFirstName: string;
  customerLastName: string;
  customerPhone: string | null;
  marketingEmails: Generated<boolean>;
  shippingAddress: Address;
  billingAddress: Address;
  notes: string | null;
  /** A date column: select it as text (YYYY-MM-DD) so no driver turns it into a local Date. */
  estimatedDelivery: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  /** Raised by every staff change; a change naming an older version is refused (migration 0013). */
  version: Generated<number>;
  carrier: ColumnType<Carrier | null, Carrier | null | undefined, Carrier | null>;
  trackingNumber: ColumnType<string | null, string | null | undefined, string | null>;
  shippedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The provider's refund id (re_...), once refunded. */
  refundReference: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set when the buyer was erased and the personal fields overwritten (migration 0016). */
  anonymisedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The sum of the order's refunds; never above totalCents (migration 0019). */
  refundedCents: ColumnType<number, number | undefined, number>;
  /** Migration 0061: what an edit added to the total and the customer has not paid yet. */
  balanceDueCents: ColumnType<number, number | undefined, number>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  orderId: number;
  productId: number | null;
  variantId: number | null;
  productName: string;
  variantName: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  imageUrl: string | null;
}

export interface OrderEventsTable {
  id: Generated<number>;
  orderId: number;
  status: OrderStatus;
  /** Internal: the staff member's reason, never shown to the customer. */
  note: ColumnType<string | null, string | null | undefined, never>;
  /** Who made the change; null when the shop did (checkout, payment). */
  actorStaffId: ColumnType<number | null, number | null | undefined, never>;
  actorName: ColumnType<string | null, string | null | undefined, never>;
  /** Set on a refund's entry: the amount given back (migration 0019). */
  refundCents: ColumnType<number | null, number | null | undefined, never>;
  createdAt: CreatedAt;
  /** Migration 0059: set on a parcel's entry, with whether it was sent or delivered. */
  shipmentId: ColumnType<number | null, number | null | undefined, never>;
  shipmentStep: ColumnType<ShipmentStep | null, ShipmentStep | null | undefined, never>;
}

export interface OrderRefundsTable {
  id: Generated<number>;
  orderId: number;
  amountCents: number;
  /** The provider's refund id (re_...). */
  providerRefundId: string;
  restocked: boolean;
  actorStaffId: number | null;
  actorName: string | null;
  createdAt: CreatedAt;
}

export interface OrderRefundLinesTable {
  refundId: number;
  orderItemId: number;
  quantity: number;
}

export type ShipmentStep = 'sent' | 'delivered' | 'corrected';

/** Migration 0059: one parcel of an order. */
export interface OrderShipmentsTable {
  id: Generated<number>;
  orderId: number;
  carrier: Carrier;
  trackingNumber: string;
  shippedAt: ColumnType<Date, Date | undefined, never>;
  deliveredAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  actorStaffId: number | null;
  actorName: string | null;
}

export interface OrderShipmentLinesTable {
  shipmentId: number;
  orderItemId: number;
  quantity: number;
}

export interface OrderStaffNotesTable {
  id: Generated<number>;
  orderId: number;
  authorStaffId: number | null;
  authorName: string;
  body: string;
  createdAt: CreatedAt;
}

export interface CheckoutSessionsTable {
  id: string;
  ownerSessionId: string;
  customer: CheckoutCustomer | null;
  passwordHash: string | null;
  shippingAddress: Address | null;
  billingAddress: Address | null;
  sameAsShipping: Generated<boolean>;
  shippingMethod: ShippingMethodId | null;
  orderDraft: OrderDraft | null;
  paymentAttempts: Generated<number>;
  orderId: number | null;
  /** The signed-in customer who placed the order (migration 0010). */
  customerId: ColumnType<number | null, number | null | undefined, number | null>;
  completedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Migration 0061: one edit before shipping, in words the customer may read. */
export interface OrderEditsTable {
  id: Generated<number>;
  orderId: number;
  kind: 'address' | 'lines' | 'balance_paid';
  summary: string;
  /** What the edit changed the total by: negative was refunded, positive became the balance due. */
  differenceCents: number;
  byCustomer: boolean;
  actorStaffId: number | null;
  actorName: string | null;
  createdAt: CreatedAt;
}

/** Migration 0061: a balance the customer pays through a mailed link; only the hash of its token is kept. */
export interface OrderBalancePaymentsTable {
  id: Generated<number>;
  orderId: number;
  amountCents: number;
  tokenHash: string;
  /** `withdrawn`: the exchange it charged for was withdrawn before it was paid (migration 0064). */
  status: ColumnType<'open' | 'paid' | 'replaced' | 'withdrawn', 'open' | undefined, 'paid' | 'replaced' | 'withdrawn'>;
  providerPaymentId: string | null;
  paidAt: Date | null;
  createdAt: CreatedAt;
  /** How much of the paid balance was given back (migration 0062). */
  refundedCents: ColumnType<number, number | undefined, number>;
}
