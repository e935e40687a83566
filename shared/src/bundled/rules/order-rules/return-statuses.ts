/**
 * Where a return stands (decision 072). A return goes requested → approved → received → refunded;
 * an exchange goes requested → approved → received → sent (the replacement); either can be refused
 * while requested, and withdrawn (by the customer, or staff for them) until its parcel is received.
 */
export const RETURN_STATUSES = [
  'requested',
  'refused',
  'approved',
  'received',
  'refunded',
  'sent',
  'withdrawn',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  refused: 'Refused',
  approved: 'Approved',
  received: 'Received',
  refunded: 'Refunded',
  sent: 'Replacement sent',
  withdrawn: 'Withdrawn',
};

/** Where a request can still be withdrawn: nothing has come back yet (decision 072, amended). */
export const WITHDRAWABLE_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved'];

export const RETURN_MESSAGES = {
  linesRequired: 'Choose at least one item',
  lineTwice: 'Each item can appear once',
  reasonRequired: 'Tell us why',
  exchangeOneLine: 'An exchange swaps one item for another option of the same product',
  replacementRequired: 'Choose the option you want instead',
  notDelivered: 'Only a delivered order can be returned or exchanged.',
  windowClosed: (days: number) => `The ${days}-day returns window for this order has closed.`,
  tooMany: (left: number, name: string) => `Only ${left} of ${name} can still be returned`,
  notAnOption: 'That option is not another option of the same product',
  replacementSoldOut: 'The option you chose is sold out right now.',
  balanceDue: (amount: string) =>
    `The customer has not paid the ${amount} this exchange costs more yet; send the replacement once it is paid.`,
  notFound: 'No such return request',
  changedMeanwhile: 'Someone changed this return request meanwhile.',
  nothingGood: 'Nothing came back in good condition, so there is nothing to refund.',
  refundedMeanwhile: 'Some of these items were refunded another way meanwhile.',
  differenceRefunded:
    'The price difference of this exchange was already refunded, so it cannot be withdrawn. Please contact us.',
  replacementRefunded: 'The replacement was refunded meanwhile, so this exchange cannot be withdrawn.',
  balanceWithdrawn: 'The exchange this link was for was withdrawn, so this payment is no longer due.',
} as const;
