import { toast } from '@ps/shared/ui';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useChangeStaffMember, type StaffMemberChange } from './api/change-staff-member';
import type { StaffAction, StaffChangeKind } from './staff-table';

type StaffChange = StaffAction & { kind: Exclude<StaffChangeKind, 'role'> };

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
  return {
    title: `Enable ${member.name}?`,
    body: `${member.email} can sign in again with their password.`,
    change: { disabled: false },
  };
}

/** Every change is confirmed first; the server's refusal (the last admin) is shown in the dialog. */
export function StaffActionDialog({ action, onClose }: { action: StaffChange; onClose: () => void }) {
  const save = useChangeStaffMember();
  const { title, body, change } = describe(action);
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
    <ConfirmDialog
      title={title}
      confirmLabel="Confirm"
      pendingLabel="Saving…"
      action={save}
      failure="The change was not saved"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{body}</p>
    </ConfirmDialog>
  );
}
