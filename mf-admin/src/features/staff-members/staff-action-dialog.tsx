import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { FieldError } from '@ps/shared/form';
import { Button, toast } from '@ps/shared/ui';
import { Dialog } from '../../ui/dialog';
import { useChangeStaffMember, type StaffMemberChange } from './api/change-staff-member';
import type { StaffAction, StaffChangeKind } from './staff-table';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const NOT_SAVED = 'The change was not saved';

type StaffChange = StaffAction & { kind: StaffChangeKind };

function describe({ member, kind }: StaffChange): { title: string; body: string; change: StaffMemberChange } {
  if (kind === 'two-factor') {
    return {
      title: `Reset two-factor for ${member.name}?`,
      body:
        `${member.email} is signed out everywhere and e-mailed; they sign in with their password alone and set up ` +
        'their authenticator again. Do this only when you are sure it is them asking, such as for a lost phone.',
      change: 'reset-two-factor',
    };
  }
  if (kind === 'disable') {
    return {
      title: `Disable ${member.name}?`,
      body: `${member.email} is signed out everywhere at once and cannot sign in until enabled again.`,
      change: { disabled: true },
    };
  }
  if (kind === 'enable') {
    return {
      title: `Enable ${member.name}?`,
      body: `${member.email} can sign in again with their password.`,
      change: { disabled: false },
    };
  }
  const role = member.role === 'admin' ? 'staff' : 'admin';
  return {
    title: role === 'admin' ? `Make ${member.name} an admin?` : `Make ${member.name} staff?`,
    body:
      role === 'admin'
        ? 'Admins also manage staff and settings and read the audit log.'
        : 'Staff run orders, inventory, catalog and moderation, but not staff, settings or the audit log.',
    change: { role },
  };
}

/** Every change is confirmed first; the server's refusal (the last admin) is shown in the dialog. */
export function StaffActionDialog({ action, onClose }: { action: StaffChange; onClose: () => void }) {
  const save = useChangeStaffMember();
  const { title, body, change } = describe(action);
  const error = save.error && (save.error instanceof ApiError ? save.error.userMessage(NOT_SAVED) : NOT_SAVED);
  const confirm = () =>
    save.mutate(
      { id: action.member.id, change },
      {
        onSuccess: ({ member }) => {
          toast({
            title:
              change === 'reset-two-factor'
                ? `Saved: two-factor is off for ${member.name}`
                : `Saved: ${member.name} is now ${member.status === 'disabled' ? 'disabled' : member.role}`,
          });
          onClose();
        },
      },
    );
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{body}</p>
      {error && <FieldError role="alert">{error}</FieldError>}
      <Actions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Confirm'}
        </Button>
      </Actions>
    </Dialog>
  );
}
