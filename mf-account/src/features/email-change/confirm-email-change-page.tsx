import { ApiError } from '@ps/shared/api';
import { FormCard } from '@ps/shared/form';
import { Link, useSearchParams } from '@ps/shared/router';
import { ACCOUNT_PROFILE_MESSAGES } from '@ps/shared/rules';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ButtonLink } from '@ps/shared/ui';
import { useConfirmEmailChange } from '../../lib/profile-api/confirm-email-change';
import { FormOutcome } from '../../ui/form-outcome';

const TRY_AGAIN = "We couldn't change your e-mail just now. Please try again.";

/** A refusal the link will keep getting (used, expired, address taken) hides the button; an outage does not. */
const isFinal = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 409);

/**
 * Opened from the mail sent to the new address (`?token=`). As with sign-up, the link is used by a
 * click, not on load, so a mail scanner that opens links does not spend it.
 */
export function ConfirmEmailChangePage() {
  usePageMeta({ title: 'Confirm your new e-mail', description: 'Confirm the new e-mail of your account.' });
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useConfirmEmailChange();
  const { error, data, isPending } = confirm;
  const problem = !token
    ? ACCOUNT_PROFILE_MESSAGES.invalidEmailChangeLink
    : error
      ? error instanceof ApiError && isFinal(error)
        ? error.userMessage(ACCOUNT_PROFILE_MESSAGES.invalidEmailChangeLink)
        : TRY_AGAIN
      : null;

  return (
    <FormCard
      title="Confirm your new e-mail"
      intro="Confirming moves your account to this address; we tell your old address that it changed."
      footer={
        <p>
          Link expired? Ask again from <Link to="/account">your account page</Link>.
        </p>
      }
    >
      {data ? (
        <FormOutcome message={data.message}>
          <ButtonLink to="/account">Go to your account</ButtonLink>
        </FormOutcome>
      ) : (
        <>
          {problem && <p role="alert">{problem}</p>}
          {token && !isFinal(error) && (
            <Button type="button" onClick={() => confirm.mutate({ token })} disabled={isPending}>
              {isPending ? 'Confirming…' : 'Confirm my new e-mail'}
            </Button>
          )}
        </>
      )}
    </FormCard>
  );
}
