import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@ps/shared/api';
import { fieldOf, Form, FormCard, TextField, useZodForm } from '@ps/shared/form';
import { twoFactorCodeBodySchema, type StaffSessionResponse } from '@ps/shared/console-schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { staffKeys, useStaffSecondStep } from '../../lib/staff-api/staff-session';
import { SubmitButton } from '../../ui/submit-button';

/** The second sign-in step of a member with two-factor: a code from the app, or a recovery code. */
export function StaffTwoFactorPage() {
  usePageMeta({ title: 'Two-factor check', description: 'Enter the code from your authenticator app.' });
  const queryClient = useQueryClient();
  const secondStep = useStaffSecondStep();
  const form = useZodForm(twoFactorCodeBodySchema, { code: '' });

  /** Back to the e-mail and password (another account, or a check that ran out of time). */
  const startAgain = () =>
    queryClient.setQueryData<StaffSessionResponse>(staffKeys.session(), (session) =>
      session ? { user: null, csrfToken: session.csrfToken } : session,
    );

  return (
    <FormCard
      title="Two-factor check"
      intro="Enter the 6-digit code your authenticator app shows for Panic Squad staff. Lost your phone? Enter one of your recovery codes instead."
      footer={
        <Button $variant="ghost" onClick={startAgain}>
          Sign in with another account
        </Button>
      }
    >
      <Form
        form={form}
        aria-labelledby="form-card-title"
        failure="We couldn't check your code just now. Please try again."
        onSubmit={async (body) => {
          try {
            await secondStep.mutateAsync(body);
          } catch (error) {
            // The pending sign-in ended (ten minutes passed): the password step comes first again.
            if (error instanceof ApiError && error.code === 'UNAUTHORIZED') startAgain();
            throw error;
          }
        }}
      >
        <TextField
          label="Code"
          autoComplete="one-time-code"
          hint="6 digits from the app, or a recovery code such as abcd-efgh-jkmn."
          {...fieldOf(form, 'code')}
        />
        <SubmitButton form={form} busyLabel="Checking…">
          Continue
        </SubmitButton>
      </Form>
    </FormCard>
  );
}
