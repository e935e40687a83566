import { Form, FormCard, TextField, useZodForm } from '@ps/shared/form';
import { staffLoginBodySchema } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { useStaffSignIn } from '../../lib/staff-api/staff-session';

/** Every /admin path shows this until a staff member signs in; then the page they asked for. */
export function StaffSignInPage() {
  usePageMeta({ title: 'Staff sign-in', description: 'Sign in to the Panic Squad staff console.' });
  const signIn = useStaffSignIn();
  const form = useZodForm(staffLoginBodySchema, { email: '', password: '' });
  const { errors, isSubmitting } = form.formState;

  return (
    <FormCard title="Staff sign-in" intro="For the Panic Squad crew. Fan accounts cannot open the staff console.">
      <Form
        form={form}
        aria-labelledby="form-card-title"
        failure="We couldn't sign you in just now. Please try again."
        onSubmit={(body) => signIn.mutateAsync(body)}
      >
        <TextField
          label="Staff email"
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </Form>
    </FormCard>
  );
}
