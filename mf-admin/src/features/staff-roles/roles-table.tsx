import styled from 'styled-components';
import { formatPrice } from '@ps/shared/rules';
import { STAFF_PERMISSION_NAMES, type StaffRoleRecord } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { DataTable } from '../../ui/data-table';
import { TableHead } from '../../ui/table-head';

const Permissions = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

export type RoleAction = { role: StaffRoleRecord; kind: 'edit' | 'remove' };

const limitOf = (role: StaffRoleRecord) =>
  role.refundLimitCents === null ? 'No limit' : `${formatPrice(role.refundLimitCents / 100)} a refund`;

const membersOf = (count: number) => (count === 1 ? '1 member' : `${count} members`);

export function RolesTable({ roles, onAction }: { roles: StaffRoleRecord[]; onAction: (action: RoleAction) => void }) {
  return (
    <DataTable>
      <caption>Each role and what its members may do</caption>
      <TableHead columns={['Role', 'Members', 'May', 'Refunds', 'Actions']} />
      <tbody>
        {roles.map((role) => (
          <tr key={role.id}>
            <th scope="row">{role.name}</th>
            <td>{membersOf(role.members)}</td>
            <td>
              {role.locked ? (
                'Everything, always'
              ) : role.permissions.length === 0 ? (
                'Nothing yet'
              ) : (
                <Permissions>
                  {role.permissions.map((permission) => (
                    <li key={permission}>{STAFF_PERMISSION_NAMES[permission]}</li>
                  ))}
                </Permissions>
              )}
            </td>
            <td>{role.permissions.includes('orders.refund') ? limitOf(role) : 'None'}</td>
            <td>
              {role.locked ? (
                'Fixed'
              ) : (
                <Actions>
                  <Button
                    $variant="ghost"
                    aria-label={`Edit: ${role.name}`}
                    onClick={() => onAction({ role, kind: 'edit' })}
                  >
                    Edit
                  </Button>
                  {role.members === 0 && (
                    <Button
                      $variant="ghost"
                      aria-label={`Remove: ${role.name}`}
                      onClick={() => onAction({ role, kind: 'remove' })}
                    >
                      Remove
                    </Button>
                  )}
                </Actions>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
