import { Form, FormCard, NewPasswordFields, useZodForm } from '@ps/shared/form';
import { useNavigate } from '@ps/shared/router';
import { ACCOUNT_MESSAGES, newPasswordFormSchema } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';

import { useStaffSetPassword } from '../../lib/staff-api/staff-session';
import { useAddressParam } from '../../lib/use-address-param';
import { SubmitButton } from '../../ui/submit-button';

/** Where the one-time links of `npm run staff` and the first start lead (`/admin/set-password?token=`). */
export function StaffSetPasswordPage() {
  usePageMeta({ title: 'Choose your staff password', description: 'Set the password of your staff account.' });
  const token = useAddressParam('token');
  const navigate = useNavigate();
  const setPassword = useStaffSetPassword();
  const form = useZodForm(newPasswordFormSchema, { password: '', confirmPassword: '' });

  return (
    <FormCard title="Choose your staff password" intro="The link works once. You will be signed in straight away.">
      {token ? (
        <Form
          form={form}
          aria-labelledby="form-card-title"
          failure="We couldn't set your password just now. Please try again."
          onSubmit={async ({ password }) => {
            await setPassword.mutateAsync({ token, password });
            navigate('/admin', { replace: true });
          }}
        >
          <NewPasswordFields form={form} />
          <SubmitButton form={form} busyLabel="Saving…">
            Set password and sign in
          </SubmitButton>
        </Form>
      ) : (
        <p role="alert">{ACCOUNT_MESSAGES.invalidResetLink}</p>
      )}
    </FormCard>
  );
}
