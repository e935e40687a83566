import type { ReactNode } from 'react';
import type { AdminReturn } from '@ps/shared/console-schemas';
import { toast } from '@ps/shared/ui';
import { FormDialog } from '../../../ui/form-dialog';
import type { useReturnStep } from '../api/take-return-step';

interface Props {
  request: AdminReturn;
  step: ReturnType<typeof useReturnStep>;
  /** `useServerForm`'s: the failure no field shows. */
  error: () => unknown;
  title: string;
  submitLabel: string;
  done: string;
  failure: string;
  body: Record<string, unknown>;
  destructive?: boolean;
  onClose: () => void;
  children?: ReactNode;
}

/** One step of a request in a dialog: sent with the version the page shows, so a step taken meanwhile is refused. */
export function ReturnStepDialog({
  request,
  step,
  error,
  title,
  submitLabel,
  done,
  failure,
  body,
  destructive,
  onClose,
  children,
}: Props) {
  const submit = () =>
    step.mutate(
      { ...body, expectedVersion: request.version },
      {
        onSuccess: () => {
          toast({ title: done });
          onClose();
        },
      },
    );
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      failure={failure}
      saving={step.isPending}
      submitLabel={submitLabel}
      destructive={destructive}
      fieldWidth={240}
    >
      {children}
    </FormDialog>
  );
}
