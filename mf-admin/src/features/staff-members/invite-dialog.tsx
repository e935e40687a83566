import { useState } from 'react';
import { SelectField, TextField } from '@ps/shared/form';
import type { StaffLinkResponse } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { useServerForm } from '../../lib/use-server-form';
import { DialogActions } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { FormDialog } from '../../ui/form-dialog';
import { useInviteStaffMember } from './api/invite-staff-member';
import { InvitationLink } from './invitation-link';
import { RoleOptions } from './role-choices';

/** Invites a member; afterwards shows the one-time link the server also mailed to them. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteStaffMember();
  const { values, bind, unplacedError } = useServerForm(() => ({ email: '', name: '', role: 'staff' }), invite);
  const [sent, setSent] = useState<StaffLinkResponse & { email: string }>();

  const submit = () => {
    const email = values.email.trim();
    invite.mutate(
      { email, name: values.name.trim(), role: values.role },
      { onSuccess: (answer) => setSent({ ...answer, email }) },
    );
  };

  if (sent) {
    return (
      <Dialog title="Invitation sent" onClose={onClose}>
        <InvitationLink {...sent} />
        <DialogActions>
          <Button onClick={onClose}>Done</Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <FormDialog
      title="Invite a staff member"
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="Couldn't send the invitation"
      saving={invite.isPending}
      submitLabel="Send invitation"
      savingLabel="Inviting…"
      fieldWidth={320}
    >
      <TextField label="E-mail" type="email" autoComplete="off" {...bind('email')} />
      <TextField label="Name" autoComplete="off" {...bind('name')} />
      <SelectField label="Role" {...bind('role')} hint="What each role may do is on the Roles screen.">
        <RoleOptions current={values.role} />
      </SelectField>
    </FormDialog>
  );
}
