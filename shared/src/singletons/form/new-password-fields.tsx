import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import { PASSWORD_POLICY_MIN_LENGTH } from '@ps/shared/rules';
import { TextField } from '@ps/shared/kit';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

interface Props<Values extends NewPassword> {
  form: UseFormReturn<Values>;
  /** "New password" where one is replaced, "Password" where an account starts; the second field confirms it. */
  label?: string;
}

/** A new password and its confirmation, with the rule the server checks spelled out beside the first. */
export function NewPasswordFields<Values extends NewPassword>({ form, label = 'New password' }: Props<Values>) {
  const errors = form.formState.errors as FieldErrors<NewPassword>;
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_POLICY_MIN_LENGTH} characters, and not a common password.`}
        error={errors.password?.message}
        {...form.register('password' as Path<Values>)}
      />
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword' as Path<Values>)}
      />
    </>
  );
}
