import type { StaffMember, StaffStatus } from '@ps/shared/schemas';
import { Badge, Button, type BadgeTone } from '@ps/shared/ui';
import { DataTable } from '../../ui/data-table';
import { formatDateTime } from '../../ui/format';

const STATUS: Record<StaffStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  invited: { label: 'Invited', tone: 'info' },
  disabled: { label: 'Disabled', tone: 'neutral' },
};

const ROLE_NAMES = { admin: 'Admin', staff: 'Staff' } as const;

export type StaffAction = { member: StaffMember; kind: 'role' | 'disable' | 'enable' };

interface Props {
  members: StaffMember[];
  /** The signed-in admin's e-mail, marked "(you)". */
  me: string;
  busy: boolean;
  onAction: (action: StaffAction) => void;
}

export function StaffTable({ members, me, busy, onAction }: Props) {
  return (
    <DataTable>
      <caption>Everyone who can sign in to this console, or was invited to</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          <th scope="col">Role</th>
          <th scope="col">Status</th>
          <th scope="col">Last sign-in</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id}>
            <th scope="row">
              {member.name}
              {member.email === me && ' (you)'}
            </th>
            <td>{member.email}</td>
            <td>{ROLE_NAMES[member.role]}</td>
            <td>
              <Badge $tone={STATUS[member.status].tone}>{STATUS[member.status].label}</Badge>
            </td>
            <td>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}</td>
            <td>
              <Button
                $variant="ghost"
                disabled={busy}
                aria-label={`Make ${member.name} ${member.role === 'admin' ? 'staff' : 'an admin'}`}
                onClick={() => onAction({ member, kind: 'role' })}
              >
                {member.role === 'admin' ? 'Make staff' : 'Make admin'}
              </Button>
              <Button
                $variant="ghost"
                disabled={busy}
                aria-label={`${member.status === 'disabled' ? 'Enable' : 'Disable'} ${member.name}`}
                onClick={() => onAction({ member, kind: member.status === 'disabled' ? 'enable' : 'disable' })}
              >
                {member.status === 'disabled' ? 'Enable' : 'Disable'}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
