import styled from 'styled-components';
import type { AuditLogEntry } from '@ps/shared/console-schemas';
import { DataTable } from '../../ui/data-table';
import { auditTargetText } from './audit-target';
import { TableHead } from '../../ui/table-head';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** The answer's status, when the row recorded one (admin writes do). */
const statusOf = (entry: AuditLogEntry) => {
  const status = entry.changes?.status;
  return typeof status === 'number' ? String(status) : '—';
};

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 16ch;
`;

export function AuditTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <DataTable>
      <caption>Newest first</caption>
      <TableHead columns={['When', 'Who', 'Action', 'What changed', 'Target', 'Status', 'Address']} />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-testid="audit-row">
            <td>{when(entry.occurredAt)}</td>
            <td>{entry.actorEmail ?? '—'}</td>
            <th scope="row">{entry.actionName}</th>
            <td>
              {entry.changed.length === 0 ? (
                '—'
              ) : (
                <Changes>
                  {entry.changed.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </Changes>
              )}
            </td>
            <td>{auditTargetText(entry.target)}</td>
            <td>{statusOf(entry)}</td>
            <td>{entry.ip ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
