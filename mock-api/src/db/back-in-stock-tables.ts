import type { ColumnType, Generated } from 'kysely';

/* "Tell me when it's back" requests (migration 0056). */

export interface BackInStockRequestsTable {
  id: Generated<number>;
  variantId: number;
  email: string;
  /** The signed-in customer who asked; null for a guest, or once the account is removed. */
  customerId: number | null;
  /** Null once confirmed, and for a customer whose own confirmed address needed no mail. */
  confirmTokenHash: string | null;
  confirmExpiresAt: Date | null;
  /** Only confirmed requests are mailed when the variant is back. */
  confirmedAt: Date | null;
  unsubscribeToken: string;
  /** Set once, by the stock change that mailed it: the request is done. */
  notifiedAt: Date | null;
  unsubscribedAt: Date | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
}
