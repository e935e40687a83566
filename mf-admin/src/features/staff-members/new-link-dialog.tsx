import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { FieldError } from '@ps/shared/form';
import type { StaffMember } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import { Dialog } from '../../ui/dialog';
import { useSendNewLink } from './api/send-new-link';
import { InvitationLink } from './invitation-link';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** For an invitation that expired or a forgotten password: confirmed first, since it signs the member out. */
export function NewLinkDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const send = useSendNewLink();
  const error =
    send.error && (send.error instanceof ApiError ? send.error.userMessage('No link was sent') : 'No link was sent');
  if (send.data) {
    return (
      <Dialog title="New link sent" onClose={onClose}>
        <InvitationLink email={member.email} {...send.data} />
        <Actions>
          <Button onClick={onClose}>Done</Button>
        </Actions>
      </Dialog>
    );
  }
  return (
    <Dialog title={`Send ${member.name} a new link?`} onClose={onClose}>
      <p>
        {member.email} gets a new one-time link to choose a password, valid for an hour, and is signed out everywhere
        now.
      </p>
      {error && <FieldError role="alert">{error}</FieldError>}
      <Actions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => send.mutate(member.id)} disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send link'}
        </Button>
      </Actions>
    </Dialog>
  );
}
