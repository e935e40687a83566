import { Form, TextField, useZodForm } from '@ps/shared/form';
import { disableTwoFactorFormSchema } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { useDisableTwoFactor } from './api/two-factor';

/** Turning two-factor off asks for proof: a current code, or the password. */
export function DisableTwoFactorForm() {
  const disable = useDisableTwoFactor();
  const form = useZodForm(disableTwoFactorFormSchema, { code: '', password: '' });
  const { errors, isSubmitting } = form.formState;

  return (
    <Form
      form={form}
      aria-label="Turn off two-factor"
      failure="We couldn't turn off two-factor just now. Please try again."
      onSubmit={({ code, password }) => disable.mutateAsync(code ? { code } : { password })}
    >
      <TextField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        hint="Or leave it empty and give your password."
        error={errors.code?.message}
        {...form.register('code')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" $variant="secondary" disabled={isSubmitting}>
        {isSubmitting ? 'Turning off…' : 'Turn off two-factor'}
      </Button>
    </Form>
  );
}
