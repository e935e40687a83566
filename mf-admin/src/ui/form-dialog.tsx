import type { ReactNode } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { FieldError } from '@ps/shared/form';
import { Button } from '@ps/shared/ui';
import { Dialog } from './dialog';

const Fields = styled.form<{ $fieldWidth: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  /* min(): a field never gets wider than a phone leaves the dialog. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $fieldWidth }) => $fieldWidth}px), 1fr));
`;

/** A field (or group) that takes the dialog's whole width. */
export const WideField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-column: 1 / -1;
`;

/** A group of inputs under a bold legend, without the browser's frame around it. */
export const DialogFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
`;

/** A message of the whole form (the one under no input), across the dialog. */
export const FormAlert = styled(FieldError)`
  grid-column: 1 / -1;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  grid-column: 1 / -1;
`;

const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.color.danger};
  border-color: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.accentText};
`;

/** Rendered after the fields, so that it knows which of the server's messages they showed. */
function UnplacedError({ error, failure }: { error: () => unknown; failure: string }) {
  const unplaced = error();
  return unplaced ? <FormAlert role="alert">{userErrorMessage(unplaced, failure)}</FormAlert> : null;
}

interface Props {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  /** `useServerForm`'s `unplacedError`: the save's error that no input shows, said here as `failure` says it. */
  error: () => unknown;
  failure: string;
  saving: boolean;
  submitLabel?: string;
  savingLabel?: string;
  /** False while the form has nothing to send (no change, no amount). */
  canSubmit?: boolean;
  /** Buttons between Cancel and the submit button (such as "Send test to me"). */
  actions?: ReactNode;
  /** Shown under the form, outside it (such as the record's history). */
  below?: ReactNode;
  /** For a change that cannot be undone: the submit button is red. */
  destructive?: boolean;
  /** The narrowest a field may get before the fields stack (px). */
  fieldWidth?: number;
  children: ReactNode;
}

/** Add or edit a record in a dialog the server validates: its fields side by side, Cancel and Save. */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  error,
  failure,
  saving,
  submitLabel = 'Save',
  savingLabel = 'Saving…',
  canSubmit = true,
  actions,
  below,
  destructive = false,
  fieldWidth = 180,
  children,
}: Props) {
  const Submit = destructive ? DangerButton : Button;
  return (
    <Dialog title={title} onClose={onClose}>
      <Fields
        noValidate
        $fieldWidth={fieldWidth}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <UnplacedError error={error} failure={failure} />
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {actions}
          <Submit type="submit" disabled={saving || !canSubmit}>
            {saving ? savingLabel : submitLabel}
          </Submit>
        </Actions>
      </Fields>
      {below}
    </Dialog>
  );
}
