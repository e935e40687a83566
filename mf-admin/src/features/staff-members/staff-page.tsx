import { useState } from 'react';
import styled from 'styled-components';
import type { StaffUser } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ErrorFallback, Skeleton, VisuallyHidden } from '@ps/shared/ui';
import { PageHeading } from '../../ui/page-heading';
import { Panel } from '../../ui/panel';
import { useStaffMembers } from './api/get-staff-members';
import { InviteDialog } from './invite-dialog';
import { NewLinkDialog } from './new-link-dialog';
import { StaffActionDialog } from './staff-action-dialog';
import { StaffTable, type StaffAction } from './staff-table';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Admins invite members, change roles and disable or enable access; the server checks every step. */
export function StaffPage({ user }: { user: StaffUser }) {
  usePageMeta({ title: 'Staff · Staff console', description: 'Who can sign in to the staff console.' });
  const members = useStaffMembers();
  const [inviting, setInviting] = useState(false);
  const [action, setAction] = useState<StaffAction>();

  let body;
  if (members.isError) {
    body = (
      <ErrorFallback
        title="Couldn't load the staff"
        message={members.error.message}
        onRetry={() => void members.refetch()}
      />
    );
  } else if (!members.data) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading the staff…</VisuallyHidden>
        <Skeleton $height="200px" />
      </div>
    );
  } else {
    body = <StaffTable members={members.data.staff} me={user.email} busy={Boolean(action)} onAction={setAction} />;
  }

  return (
    <>
      <Header>
        <PageHeading>Staff</PageHeading>
        <Button onClick={() => setInviting(true)}>Invite staff member</Button>
      </Header>
      <Panel aria-label="Staff members">{body}</Panel>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      {action?.kind === 'link' && <NewLinkDialog member={action.member} onClose={() => setAction(undefined)} />}
      {action && action.kind !== 'link' && (
        <StaffActionDialog action={{ ...action, kind: action.kind }} onClose={() => setAction(undefined)} />
      )}
    </>
  );
}
