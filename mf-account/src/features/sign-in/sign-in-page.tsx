import { signIn } from '@ps/shared/account-api';
import { Form, FormCard, TextField, useZodForm } from '@ps/shared/form';
import { Link, useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { withNext } from '../../lib/account-flow/next-path';
import { useStartSession } from '../../lib/account-flow/use-start-session';
import { SignedOutOnly } from '../../ui/signed-out-only';

const loadSignInSchema = () => import('@ps/shared/schemas').then((schemas) => schemas.loginBodySchema);

function SignInForm() {
  const [params] = useSearchParams();
  const startSession = useStartSession();
  const form = useZodForm(loadSignInSchema, { email: '', password: '' });
  const { errors, isSubmitting } = form.formState;

  return (
    <FormCard
      title="Sign in"
      intro="See your orders on any device and check out faster."
      footer={
        <>
          <p>
            <Link to={withNext('/account/forgot-password', params)}>Forgot your password?</Link>
          </p>
          <p>
            New here? <Link to={withNext('/account/register', params)}>Create an account</Link>
          </p>
        </>
      }
    >
      <Form
        form={form}
        aria-labelledby="form-card-title"
        failure="We couldn't sign you in just now. Please try again."
        onSubmit={async (body) => startSession(await signIn(body))}
      >
        <TextField
          label="Email"
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

export function SignInPage() {
  usePageMeta({ title: 'Sign in', description: 'Sign in to your Panic Squad account.' });
  return (
    <SignedOutOnly>
      <SignInForm />
    </SignedOutOnly>
  );
}
