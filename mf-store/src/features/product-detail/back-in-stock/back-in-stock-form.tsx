import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAccountSession } from '@ps/shared/account';
import { ApiError, userErrorMessage } from '@ps/shared/api';
import { Button } from '@ps/shared/ui';
import { useSignUpBackInStock } from './sign-up-back-in-stock';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h3,
  p {
    margin: 0;
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    font: inherit;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 2px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

/** "Tell me when it's back" for a sold-out variant; the server mails once when stock returns. */
export function BackInStockForm({ variantId, variantName }: { variantId: number; variantName: string }) {
  const id = useId();
  const session = useAccountSession();
  const ownEmail = session.status === 'signed-in' ? session.user.email : '';
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? ownEmail;
  const signUp = useSignUpBackInStock();
  const emailProblem = signUp.error instanceof ApiError ? signUp.error.fields?.email : undefined;
  const problem =
    signUp.error && (emailProblem ?? userErrorMessage(signUp.error, 'Something went wrong. Please try again.'));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    signUp.mutate({ variantId, email, signedIn: session.status === 'signed-in' });
  };

  if (signUp.isSuccess) {
    return (
      <p role="status" aria-live="polite">
        {signUp.data.message}
      </p>
    );
  }

  return (
    <Form onSubmit={onSubmit} aria-labelledby={`${id}-title`} data-testid="back-in-stock-form">
      <h3 id={`${id}-title`}>Tell me when it&apos;s back</h3>
      <p id={`${id}-hint`}>
        We e-mail you once when {variantName} is back in stock; when a limited item returns in fewer units than fans
        waiting, the first to ask are told first. You can unsubscribe in one click.
      </p>
      <label htmlFor={`${id}-email`}>Email</label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setTyped(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
      />
      {problem && (
        <Problem id={`${id}-problem`} role="alert">
          {problem}
        </Problem>
      )}
      <Button type="submit" $variant="secondary" disabled={signUp.isPending}>
        {signUp.isPending ? 'Sending…' : "Tell me when it's back"}
      </Button>
    </Form>
  );
}
