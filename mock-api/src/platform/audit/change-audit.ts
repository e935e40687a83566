import type { Db } from '../../db/tables';
import type { AuditEntry, AuditLog } from './audit-log';

/** What a change adds to the request's row: the id it created, or a summary better than the body. */
export interface AuditDetail {
  target?: string | null;
  changes?: Record<string, unknown>;
}

/**
 * The audit row of one staff request, handed to the service that makes the change. The
 * service records it with the transaction that makes the change, so the row commits if and
 * only if the change does: a refused row rolls the change back, a refused change logs nothing.
 */
export interface ChangeAudit {
  record(trx: Db, detail?: AuditDetail): Promise<void>;
}

/** `entry()` is read when the row is written, so it can tell the answer's status as the handler set it. */
export function changeAudit(log: AuditLog, entry: () => AuditEntry): ChangeAudit {
  return {
    async record(trx, detail = {}) {
      const base = entry();
      await log.record(
        {
          ...base,
          target: detail.target === undefined ? base.target : detail.target,
          changes: { ...base.changes, ...detail.changes },
        },
        trx,
      );
    },
  };
}

/** A created row's target, written like a route's `{"id":"7"}` so the log reads the same either way. */
export const createdTarget = (id: number | string): string => JSON.stringify({ id: String(id) });

/** `work`, then the request's row, in the same transaction: for a service that opens its own. */
export const withAuditRow =
  <T>(audit: ChangeAudit, work: (trx: Db) => Promise<T>) =>
  async (trx: Db): Promise<T> => {
    const result = await work(trx);
    await audit.record(trx);
    return result;
  };

/** One transaction of `db` that makes the change with `work`, then records the request's row before it commits. */
export const auditedTransaction = <T>(db: Db, audit: ChangeAudit, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.transaction().execute(withAuditRow(audit, work));
