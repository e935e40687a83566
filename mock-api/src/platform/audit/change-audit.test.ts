import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/tables';
import type { AuditEntry, AuditLog } from './audit-log';
import { changeAudit, createdTarget } from './change-audit';

const trx = {} as Db;

function recordingLog() {
  const written: { entry: AuditEntry; trx: Db }[] = [];
  const log = { record: async (entry: AuditEntry, connection: Db) => void written.push({ entry, trx: connection }) };
  return { log: log as unknown as AuditLog, written };
}

describe('changeAudit', () => {
  const request = (): AuditEntry => ({
    actor: { id: 7, email: 'crew@example.com' },
    ip: '127.0.0.1',
    action: 'POST /api/admin/promotions',
    target: null,
    changes: { status: 201, body: { code: 'SUMMER' } },
  });

  it("writes the request's row with the transaction it is given", async () => {
    const { log, written } = recordingLog();
    await changeAudit(log, request).record(trx);
    expect(written).toEqual([{ entry: request(), trx }]);
  });

  it('names a created row and replaces what the change summarises, keeping the rest', async () => {
    const { log, written } = recordingLog();
    await changeAudit(log, request).record(trx, { target: createdTarget(42), changes: { body: { files: 2 } } });
    expect(written[0]?.entry).toEqual({
      ...request(),
      target: '{"id":"42"}',
      changes: { status: 201, body: { files: 2 } },
    });
  });

  it('reads the entry when the row is written, so the status is the one the handler set by then', async () => {
    const { log, written } = recordingLog();
    let status = 200;
    const audit = changeAudit(log, () => ({ ...request(), changes: { status } }));
    status = 204;
    await audit.record(trx);
    expect(written[0]?.entry.changes).toEqual({ status: 204 });
  });
});
