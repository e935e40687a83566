import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { FieldError, SelectField, TextField } from '@ps/shared/form';
import type { StaffLinkResponse } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { Dialog } from '../../ui/dialog';
import { useInviteStaffMember } from './api/invite-staff-member';
import { InvitationLink } from './invitation-link';
import { RoleOptions } from './role-choices';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Invites a member; afterwards shows the one-time link the server also mailed to them. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteStaffMember();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState('staff');
  const [sent, setSent] = useState<StaffLinkResponse & { email: string }>();
  const error = invite.error instanceof ApiError ? invite.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email: email.trim(), name: name.trim(), role },
      { onSuccess: (answer) => setSent({ ...answer, email: email.trim() }) },
    );
  };

  if (sent) {
    return (
      <Dialog title="Invitation sent" onClose={onClose}>
        <InvitationLink {...sent} />
        <Actions>
          <Button onClick={onClose}>Done</Button>
        </Actions>
      </Dialog>
    );
  }

  return (
    <Dialog title="Invite a staff member" onClose={onClose}>
      <Fields onSubmit={submit} noValidate>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          value={email}
          error={error?.fields?.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Name"
          autoComplete="off"
          value={name}
          error={error?.fields?.name}
          onChange={(event) => setName(event.target.value)}
        />
        <SelectField
          label="Role"
          value={role}
          hint="What each role may do is on the Roles screen."
          error={error?.fields?.role}
          onChange={(event) => setRole(event.target.value)}
        >
          <RoleOptions current={role} />
        </SelectField>
        {error && !error.fields && (
          <FieldError role="alert">{error.userMessage("Couldn't send the invitation")}</FieldError>
        )}
        <Actions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? 'Inviting…' : 'Send invitation'}
          </Button>
        </Actions>
      </Fields>
    </Dialog>
  );
}
