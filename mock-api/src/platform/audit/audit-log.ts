import type { AuditLogEntry, AuditLogQuery } from '@ps/shared/console-schemas';
import type { Db } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { auditActionName } from './audit-action-names';
import { auditLogPage, insertAuditEntry } from './audit-log-repository';
import { describeChanges } from './audit-change-words';

export interface AuditEntry {
  actor: { id: number; email: string } | null;
  /** For a failed sign-in: the e-mail that was tried. */
  actorEmail?: string;
  ip: string;
  action: string;
  target?: string | null;
  changes?: Record<string, unknown> | null;
}

/** Secrets never reach the log, whatever a body calls them. */
const SECRET_KEYS = /password|token|secret|card|cvc/i;

/** Deeper than any body a route accepts: what lies below is summarised, not stored. */
const MAX_DEPTH = 8;

/** jsonb stores neither NUL nor a lone surrogate; a refused request may carry both. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what jsonb refuses
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const storable = (text: string) => text.replace(UNSTORABLE, '\uFFFD');

export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return storable(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[nested too deep]';
  if (Array.isArray(value)) return value.map((inner) => withoutSecrets(inner, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      storable(key),
      SECRET_KEYS.test(key) ? '[redacted]' : withoutSecrets(inner, depth + 1),
    ]),
  );
}

/** The append-only record of what staff did; the database refuses to change or delete a row. */
export function createAuditLog(db: Db, clock: Clock) {
  return {
    /** `trx`: the transaction that makes the change, so the row exists if and only if the change does. */
    async record(entry: AuditEntry, trx: Db = db): Promise<void> {
      await insertAuditEntry(trx, {
        occurredAt: clock(),
        actorStaffId: entry.actor?.id ?? null,
        actorEmail: entry.actor?.email ?? entry.actorEmail ?? null,
        ip: entry.ip,
        action: entry.action,
        target: entry.target ?? null,
        changes: entry.changes ? (withoutSecrets(entry.changes) as Record<string, unknown>) : null,
      });
    },

    async list(query: AuditLogQuery & { limit: number; offset: number }) {
      const { total, rows } = await auditLogPage(db, query);
      const entries: AuditLogEntry[] = rows.map((row) => ({
        id: String(row.id),
        occurredAt: row.occurredAt.toISOString(),
        actorEmail: row.actorEmail,
        ip: row.ip,
        action: row.action,
        actionName: auditActionName(row.action),
        target: row.target,
        changes: row.changes,
        changed: describeChanges(row.changes),
      }));
      return { entries, pagination: { total, hasMore: query.offset + rows.length < total } };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
