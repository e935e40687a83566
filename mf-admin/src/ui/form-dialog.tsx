import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ApiError } from '@ps/shared/api';
import { FieldError } from '@ps/shared/form';
import { Button } from '@ps/shared/ui';
import { Dialog } from './dialog';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

/** A field (or group) that takes the dialog's whole width. */
export const WideField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-column: 1 / -1;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  grid-column: 1 / -1;
`;

interface Props {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  /** The save's error: one about a field shows under its input, any other here, as `failure` says it. */
  error: ApiError | null;
  failure: string;
  saving: boolean;
  submitLabel?: string;
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
  children,
}: Props) {
  return (
    <Dialog title={title} onClose={onClose}>
      <Fields
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {error && !error.fields && <FieldError role="alert">{error.userMessage(failure)}</FieldError>}
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : submitLabel}
          </Button>
        </Actions>
      </Fields>
    </Dialog>
  );
}
