import type { StaffMember, StaffStatus } from '@ps/shared/console-schemas';
import styled from 'styled-components';
import { Badge, Button, type BadgeTone } from '@ps/shared/ui';
import { DataTable } from '../../ui/data-table';
import { formatDateTime } from '../../ui/format';
import { TableHead } from '../../ui/table-head';

const STATUS: Record<StaffStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  invited: { label: 'Invited', tone: 'info' },
  disabled: { label: 'Disabled', tone: 'neutral' },
};

const Email = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: 400;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

export type StaffChangeKind = 'role' | 'disable' | 'enable' | 'two-factor';
export type StaffAction = { member: StaffMember; kind: StaffChangeKind | 'link' };

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
      <caption>Everyone invited to this console</caption>
      <TableHead columns={['Member', 'Role', 'Status', 'Two-factor', 'Last sign-in', 'Actions']} />
      <tbody>
        {members.map((member) => (
          <tr key={member.id}>
            <th scope="row">
              {member.name}
              {member.email === me && ' (you)'}
              <Email>{member.email}</Email>
            </th>
            <td>{member.role}</td>
            <td>
              <Badge $tone={STATUS[member.status].tone}>{STATUS[member.status].label}</Badge>
            </td>
            <td>
              <Actions>
                <Badge $tone={member.twoFactor ? 'success' : 'neutral'}>{member.twoFactor ? 'On' : 'Off'}</Badge>
                {member.twoFactor && member.email !== me && (
                  <Button
                    $variant="ghost"
                    disabled={busy}
                    aria-label={`Reset two-factor: ${member.name}`}
                    onClick={() => onAction({ member, kind: 'two-factor' })}
                  >
                    Reset
                  </Button>
                )}
              </Actions>
            </td>
            <td>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}</td>
            <td>
              <Actions>
                <Button
                  $variant="ghost"
                  disabled={busy}
                  aria-label={`Change role: ${member.name}`}
                  onClick={() => onAction({ member, kind: 'role' })}
                >
                  Change role
                </Button>
                <Button
                  $variant="ghost"
                  disabled={busy}
                  aria-label={`${member.status === 'disabled' ? 'Enable' : 'Disable'}: ${member.name}`}
                  onClick={() => onAction({ member, kind: member.status === 'disabled' ? 'enable' : 'disable' })}
                >
                  {member.status === 'disabled' ? 'Enable' : 'Disable'}
                </Button>
                {member.status !== 'disabled' && (
                  <Button
                    $variant="ghost"
                    disabled={busy}
                    aria-label={`New link: ${member.name}`}
                    onClick={() => onAction({ member, kind: 'link' })}
                  >
                    New link
                  </Button>
                )}
              </Actions>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
