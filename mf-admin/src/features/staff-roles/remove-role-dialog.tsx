import type { StaffRoleRecord } from '@ps/shared/console-schemas';
import { toast } from '@ps/shared/ui';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useRemoveStaffRole } from './api/save-staff-role';

export function RemoveRoleDialog({ role, onClose }: { role: StaffRoleRecord; onClose: () => void }) {
  const remove = useRemoveStaffRole();
  const confirm = () =>
    remove.mutate(role.id, {
      onSuccess: () => {
        toast({ title: `Removed: the ${role.name} role` });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      title={`Remove the ${role.name} role?`}
      confirmLabel="Remove"
      pendingLabel="Removing…"
      action={remove}
      failure="The role was not removed"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>No member holds it. It can be made again later.</p>
    </ConfirmDialog>
  );
}
