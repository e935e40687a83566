import { useState } from 'react';
import { CheckboxField, TextField } from '@ps/shared/form';
import {
  STAFF_PERMISSION_NAMES,
  staffPermissions,
  type StaffPermission,
  type StaffRoleRecord,
} from '@ps/shared/console-schemas';
import { toast } from '@ps/shared/ui';
import { useServerForm } from '../../lib/use-server-form';
import { DialogFieldset, FormDialog, WideField } from '../../ui/form-dialog';
import { useSaveStaffRole } from './api/save-staff-role';
import { BAD_LIMIT, bodyOf, formStateOf } from './role-form-state';

interface Props {
  /** The role to edit; none for a new one. */
  role?: StaffRoleRecord;
  onClose: () => void;
}

/** A role's name, what its members may do, and the most one of their refunds may give back. */
export function RoleDialog({ role, onClose }: Props) {
  const save = useSaveStaffRole();
  const { values, bind, change, fieldError, unplacedError } = useServerForm(() => formStateOf(role), save);
  const [limitError, setLimitError] = useState<string>();

  const toggle = (permission: StaffPermission, on: boolean) =>
    change({
      permissions: on ? [...values.permissions, permission] : values.permissions.filter((held) => held !== permission),
    });

  const submit = () => {
    const body = bodyOf(values);
    setLimitError(body ? undefined : BAD_LIMIT);
    if (!body) return;
    save.mutate(
      { id: role?.id, body },
      {
        onSuccess: ({ role: saved }) => {
          toast({ title: `Saved: the ${saved.name} role` });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={role ? `Edit the ${role.name} role` : 'New role'}
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="The role was not saved"
      saving={save.isPending}
    >
      <TextField label="Name" autoComplete="off" {...bind('name')} />
      <TextField
        label="Refund limit ($)"
        inputMode="decimal"
        autoComplete="off"
        hint="The most one refund may give back, cancelling a paid order included. Empty: no limit."
        {...bind('refundLimit', 'refundLimitCents')}
        error={limitError ?? fieldError('refundLimitCents')}
      />
      <WideField>
        <DialogFieldset>
          <legend>Its members may</legend>
          {staffPermissions.map((permission) => (
            <CheckboxField
              key={permission}
              label={STAFF_PERMISSION_NAMES[permission]}
              checked={values.permissions.includes(permission)}
              onChange={(event) => toggle(permission, event.target.checked)}
            />
          ))}
        </DialogFieldset>
      </WideField>
    </FormDialog>
  );
}
