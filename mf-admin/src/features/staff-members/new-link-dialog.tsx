import type { StaffMember } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { ConfirmDialog, DialogActions } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { useSendNewLink } from './api/send-new-link';
import { InvitationLink } from './invitation-link';

/** For an invitation that expired or a forgotten password: confirmed first, since it signs the member out. */
export function NewLinkDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const send = useSendNewLink();
  if (send.data) {
    return (
      <Dialog title="New link sent" onClose={onClose}>
        <InvitationLink email={member.email} {...send.data} />
        <DialogActions>
          <Button onClick={onClose}>Done</Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      title={`Send ${member.name} a new link?`}
      confirmLabel="Send link"
      pendingLabel="Sending…"
      action={send}
      failure="No link was sent"
      onConfirm={() => send.mutate(member.id)}
      onClose={onClose}
    >
      <p>
        {member.email} gets a new one-time link to choose a password, valid for an hour, and is signed out everywhere
        now.
      </p>
    </ConfirmDialog>
  );
}
