import type { AuditLogEntry } from '@ps/shared/schemas';
import { DataTable } from '../../ui/data-table';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** The answer's status, when the row recorded one (admin writes do). */
const statusOf = (entry: AuditLogEntry) => {
  const status = entry.changes?.status;
  return typeof status === 'number' ? String(status) : '—';
};

export function AuditTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <DataTable>
      <caption>Newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">Action</th>
          <th scope="col">Target</th>
          <th scope="col">Status</th>
          <th scope="col">Address</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{when(entry.occurredAt)}</td>
            <td>{entry.actorEmail ?? '—'}</td>
            <th scope="row">{entry.action}</th>
            <td>{entry.target ?? '—'}</td>
            <td>{statusOf(entry)}</td>
            <td>{entry.ip ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
