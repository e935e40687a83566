import { useState } from 'react';
import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { CheckboxField, TextField } from '@ps/shared/form';
import {
  STAFF_PERMISSION_NAMES,
  staffPermissions,
  type StaffPermission,
  type StaffRoleRecord,
} from '@ps/shared/console-schemas';
import { toast } from '@ps/shared/ui';
import { FormDialog, WideField } from '../../ui/form-dialog';
import { useSaveStaffRole } from './api/save-staff-role';
import { BAD_LIMIT, bodyOf, formStateOf } from './role-form-state';

const Permissions = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

interface Props {
  /** The role to edit; none for a new one. */
  role?: StaffRoleRecord;
  onClose: () => void;
}

/** A role's name, what its members may do, and the most one of their refunds may give back. */
export function RoleDialog({ role, onClose }: Props) {
  const save = useSaveStaffRole();
  const [state, setState] = useState(() => formStateOf(role));
  const [limitError, setLimitError] = useState<string>();
  const error = save.error instanceof ApiError ? save.error : null;

  const toggle = (permission: StaffPermission, on: boolean) =>
    setState((current) => ({
      ...current,
      permissions: on
        ? [...current.permissions, permission]
        : current.permissions.filter((held) => held !== permission),
    }));

  const submit = () => {
    const body = bodyOf(state);
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
      error={error}
      failure="The role was not saved"
      saving={save.isPending}
    >
      <TextField
        label="Name"
        autoComplete="off"
        value={state.name}
        error={error?.fields?.name}
        onChange={(event) => setState({ ...state, name: event.target.value })}
      />
      <TextField
        label="Refund limit ($)"
        inputMode="decimal"
        autoComplete="off"
        hint="The most one refund may give back, cancelling a paid order included. Empty: no limit."
        value={state.refundLimit}
        error={limitError ?? error?.fields?.refundLimitCents}
        onChange={(event) => setState({ ...state, refundLimit: event.target.value })}
      />
      <WideField>
        <Permissions>
          <legend>Its members may</legend>
          {staffPermissions.map((permission) => (
            <CheckboxField
              key={permission}
              label={STAFF_PERMISSION_NAMES[permission]}
              checked={state.permissions.includes(permission)}
              onChange={(event) => toggle(permission, event.target.checked)}
            />
          ))}
        </Permissions>
      </WideField>
    </FormDialog>
  );
}
