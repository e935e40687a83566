import type { Db } from '../../../db/tables';
import type { Clock } from '../../../lib/clock';
import type { OrderAuditEntry, StatusChangeDependencies } from '../console/status-change';

/** What the steps of a return need: the order console's own, the clock, and an audit row for a customer's step. */
export interface ReturnDependencies extends StatusChangeDependencies {
  clock: Clock;
  /** A customer's request has no staff actor: the row says where it came from, not who. */
  auditCustomer: (trx: Db, ip: string, entry: OrderAuditEntry) => Promise<void>;
}
