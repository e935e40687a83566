/** Shopper order history page size (spec 3 §9). */
export const SHOPPER_ORDERS_PAGE_SIZE = 10;

/** PS-<year>-<6 characters without look-alikes (no 0/O, 1/I/L)>, e.g. PS-2026-7KX4QM. */
export const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ORDER_NUMBER_PATTERN = /^PS-\d{4}-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
} as const;

/** The refusals of an edit before shipping (issue 27 item 3), as the API and the forms show them. */
export const ORDER_EDIT_MESSAGES = {
  customerTooLate:
    'This order is already being packed, so its address can no longer be changed here. Write to us and we will try to help.',
  staffTooLate: (statusName: string) => `A ${statusName} order can no longer be edited.`,
  partlyShipped: 'A parcel of this order has shipped, so it can no longer be edited.',
  paymentNotTaken:
    'The payment for this order has not been taken yet. Confirm the order before changing what it costs.',
  refundedLines: 'Part of this order was refunded already, so changes to what it costs can no longer be made.',
  sameAddress: 'This is already the shipping address of the order.',
  nothingChanged: 'These items are already on the order as they are.',
  lastLine: 'An order needs at least one item. Cancel the order instead.',
  otherProduct: 'Choose a variant of the same product.',
  unknownVariant: 'This variant no longer exists.',
  unknownItem: 'This item is not part of the order',
  lineTwice: 'Each item can appear once',
  balanceLinkInvalid: 'This payment link is no longer valid. Open your order to see what is due.',
  nothingDue: 'Nothing is due on this order.',
  orderClosed: 'This order was cancelled or refunded, so nothing is due on it any more.',
  emailRequired: 'Enter the e-mail address the order was placed with',
} as const;
