import { useState } from 'react';
import styled from 'styled-components';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { useStaffRoles } from '../../lib/staff-api/staff-roles';
import { PageHeading } from '../../ui/page-heading';
import { Panel } from '../../ui/panel';
import { QueryStates } from '../../ui/query-states';
import { RemoveRoleDialog } from './remove-role-dialog';
import { RoleDialog } from './role-dialog';
import { RolesTable, type RoleAction } from './roles-table';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * Roles as named sets of permissions (decision 070). A change applies to each member's next
 * request; the admin role always holds everything, so someone can always manage staff.
 */
export function RolesPage() {
  usePageMeta({ title: 'Roles · Staff console', description: 'What each staff role may do.' });
  const roles = useStaffRoles();
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<RoleAction>();

  return (
    <>
      <Header>
        <PageHeading>Roles</PageHeading>
        <Button onClick={() => setCreating(true)}>New role</Button>
      </Header>
      <p>
        What the members of each role may do in this console. The server checks each action, and a change applies to the
        member’s next step. Give a member a role on the Staff screen.
      </p>
      <Panel aria-label="Roles">
        <QueryStates query={roles} errorTitle="Couldn't load the roles">
          {({ roles: list }) => <RolesTable roles={list} onAction={setAction} />}
        </QueryStates>
      </Panel>
      {creating && <RoleDialog onClose={() => setCreating(false)} />}
      {action?.kind === 'edit' && <RoleDialog role={action.role} onClose={() => setAction(undefined)} />}
      {action?.kind === 'remove' && <RemoveRoleDialog role={action.role} onClose={() => setAction(undefined)} />}
    </>
  );
}
