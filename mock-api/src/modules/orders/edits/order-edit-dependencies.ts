import type { Db } from '../../../db/tables';
import type { PaymentProvider } from '../../payments';
import type { OrderAuditEntry } from '../console/status-change';
import type { OrderPricing } from './reprice-order';
import type { SettlingParty } from './settle-difference';

/** Who makes an edit: a staff member (with their refund allowance) or the customer (staff null). */
export interface EditAuthor extends SettlingParty {
  staff: { id: number; name: string; email: string } | null;
  ip: string;
}

export interface OrderEditDependencies {
  db: Db;
  payments: PaymentProvider;
  /** Absolute links in e-mails start with it (PUBLIC_URL). */
  siteUrl: string;
  pricing: OrderPricing;
  /** Written in the edit's transaction; a customer's own edit has no staff actor. */
  audit: (trx: Db, author: EditAuthor, entry: OrderAuditEntry) => Promise<void>;
}
