import { paymentStepSchema, type PaymentStepInput } from './payment-form-schema';

/** The fields as the shopper sees them, top to bottom; the terms and the privacy policy share one box. */
const FIELDS: readonly { path: string; field: string; name: string }[] = [
  { path: 'cardholderName', field: 'cardholderName', name: 'Cardholder name' },
  { path: 'card.number', field: 'card.number', name: 'Card number' },
  { path: 'card.expiry', field: 'card.expiry', name: 'Expiry (MM/YY)' },
  { path: 'card.cvc', field: 'card.cvc', name: 'CVC' },
  { path: 'walletToken', field: 'walletToken', name: 'Payment approval' },
  { path: 'billing.', field: 'billing.', name: 'Billing address' },
  { path: 'details.orderNotes', field: 'details.orderNotes', name: 'Order notes' },
  { path: 'details.termsAccepted', field: 'details.termsAccepted', name: 'Terms and Privacy Policy' },
  { path: 'details.privacyPolicyAccepted', field: 'details.termsAccepted', name: 'Terms and Privacy Policy' },
  { path: 'details.dataProcessingAccepted', field: 'details.dataProcessingAccepted', name: 'Personal data' },
];

export interface OrderBlocker {
  /** The form field to check and focus. */
  field: string;
  name: string;
  message: string;
}

function fieldOf(path: string) {
  const rank = FIELDS.findIndex(
    (known) => known.path === path || (known.path.endsWith('.') && path.startsWith(known.path)),
  );
  const known = FIELDS[rank];
  if (!known) return { rank: FIELDS.length, field: path, name: 'Payment' };
  return { rank, field: known.path === 'billing.' ? path : known.field, name: known.name };
}

/** Why Complete Order cannot be pressed yet: one line per field, in the order the form shows them. */
export function completeOrderBlockers(values: PaymentStepInput): OrderBlocker[] {
  const result = paymentStepSchema.safeParse(values);
  if (result.success) return [];
  const blockers = new Map<string, OrderBlocker & { rank: number }>();
  for (const issue of result.error.issues) {
    const { rank, field, name } = fieldOf(issue.path.join('.'));
    if (!blockers.has(field)) blockers.set(field, { rank, field, name, message: issue.message });
  }
  return [...blockers.values()].sort((a, b) => a.rank - b.rank).map(({ rank: _rank, ...blocker }) => blocker);
}
