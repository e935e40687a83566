import { useState } from 'react';
import styled from 'styled-components';
import type { StaffUser } from '@ps/shared/console-schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { LIST_PAGE_SIZES, toApiQuery } from '../../lib/list-url';
import { useListPageView } from '../../lib/use-list-view';
import { PageHeading } from '../../ui/page-heading';
import { Pager } from '../../ui/pager';
import { Panel } from '../../ui/panel';
import { QueryStates } from '../../ui/query-states';
import { useStaffMembers } from './api/get-staff-members';
import { InviteDialog } from './invite-dialog';
import { NewLinkDialog } from './new-link-dialog';
import { RoleChangeDialog } from './role-change-dialog';
import { StaffActionDialog } from './staff-action-dialog';
import { StaffTable, type StaffAction } from './staff-table';
import { TwoFactorPolicy } from './two-factor-policy';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * Admins invite members, give them roles (defined on the Roles screen), disable or enable access and may require two-factor;
 * the page lives in the address. The server checks every step.
 */
export function StaffPage({ user }: { user: StaffUser }) {
  usePageMeta({ title: 'Staff · Staff console', description: 'Who can sign in to the staff console.' });
  const [view, show] = useListPageView();
  const members = useStaffMembers(toApiQuery(view));
  const [inviting, setInviting] = useState(false);
  const [action, setAction] = useState<StaffAction>();

  return (
    <>
      <Header>
        <PageHeading>Staff</PageHeading>
        <Button onClick={() => setInviting(true)}>Invite staff member</Button>
      </Header>
      {members.data && <TwoFactorPolicy required={members.data.requireTwoFactor} />}
      <Panel aria-label="Staff members">
        <QueryStates
          query={members}
          errorTitle="Couldn't load the staff"
          loadingLabel="Loading the staff…"
          placeholderHeight="200px"
        >
          {(data) => (
            <>
              <StaffTable members={data.staff} me={user.email} busy={Boolean(action)} onAction={setAction} />
              <Pager
                page={view.page}
                size={view.pageSize}
                sizes={LIST_PAGE_SIZES}
                total={data.pagination.total}
                onPage={(page) => show({ ...view, page })}
                onSize={(pageSize) => show({ page: 1, pageSize })}
              />
            </>
          )}
        </QueryStates>
      </Panel>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      {action?.kind === 'link' && <NewLinkDialog member={action.member} onClose={() => setAction(undefined)} />}
      {action?.kind === 'role' && <RoleChangeDialog member={action.member} onClose={() => setAction(undefined)} />}
      {action && action.kind !== 'link' && action.kind !== 'role' && (
        <StaffActionDialog action={{ ...action, kind: action.kind }} onClose={() => setAction(undefined)} />
      )}
    </>
  );
}
