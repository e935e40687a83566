import { useState } from 'react';
import type { StaffMember } from '@ps/shared/console-schemas';
import { SelectField } from '@ps/shared/form';
import { toast } from '@ps/shared/ui';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useChangeStaffMember } from './api/change-staff-member';
import { RoleOptions } from './role-choices';

/** Gives a member another role; the server refuses to take the last admin's away. */
export function RoleChangeDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const save = useChangeStaffMember();
  const [role, setRole] = useState(member.role);
  const confirm = () =>
    save.mutate(
      { id: member.id, change: { role } },
      {
        onSuccess: ({ member: saved }) => {
          toast({ title: `Saved: ${saved.name} is now ${saved.role}` });
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      title={`Change the role of ${member.name}`}
      confirmLabel="Save role"
      pendingLabel="Saving…"
      action={save}
      failure="The change was not saved"
      onConfirm={confirm}
      onClose={onClose}
    >
      <SelectField
        label="Role"
        value={role}
        hint="What each role may do is on the Roles screen. It applies from their next step."
        onChange={(event) => setRole(event.target.value)}
      >
        <RoleOptions current={member.role} />
      </SelectField>
    </ConfirmDialog>
  );
}
