import type { ReactNode } from 'react';
import { Button } from '@ps/shared/ui';

interface Props {
  /** The form it sends: disabled, and saying `busyLabel`, while it is being sent. */
  form: { formState: { isSubmitting: boolean } };
  busyLabel: string;
  $variant?: 'primary' | 'secondary';
  children: ReactNode;
}

/** A form's submit button, busy while the form is sent. */
export function SubmitButton({ form, busyLabel, $variant, children }: Props) {
  const { isSubmitting } = form.formState;
  return (
    <Button type="submit" $variant={$variant} disabled={isSubmitting}>
      {isSubmitting ? busyLabel : children}
    </Button>
  );
}
