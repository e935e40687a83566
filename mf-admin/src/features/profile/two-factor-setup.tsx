import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { fieldOf, Form, TextField, useZodForm } from '@ps/shared/form';
import { twoFactorCodeBodySchema } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { useEnableTwoFactor, useStartTwoFactorSetup } from './api/two-factor';
import { SubmitButton } from '../../ui/submit-button';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  img {
    display: block;
    width: 200px;
    height: 200px;
    margin-top: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #fff;
  }
  code {
    display: inline-block;
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: 1.05rem;
    letter-spacing: 0.05em;
    overflow-wrap: anywhere;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-weight: 700;
`;

const SETUP_FAILED = "We couldn't start the set-up just now. Please try again.";

/** The key in groups of four, as authenticator apps accept it typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Scan (or type) a new secret, then prove it works with a current code; only then is two-factor on. */
export function TwoFactorSetup({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const form = useZodForm(twoFactorCodeBodySchema, { code: '' });

  if (!start.data) {
    return (
      <>
        <p>Use an authenticator app (such as 1Password, Google Authenticator or Aegis) for a code at each sign-in.</p>
        <Button onClick={() => start.mutate()} disabled={start.isPending}>
          {start.isPending ? 'Preparing…' : 'Set up two-factor'}
        </Button>
        {start.isError && <Problem role="alert">{userErrorMessage(start.error, SETUP_FAILED)}</Problem>}
      </>
    );
  }

  return (
    <Steps>
      <li>
        Scan this QR code with your authenticator app.
        <img src={start.data.qrCode} alt="QR code to add this account to an authenticator app" />
      </li>
      <li>
        Or type this setup key into the app: <code aria-label="Setup key">{grouped(start.data.secret)}</code>
      </li>
      <li>
        Enter the 6-digit code the app shows now.
        <Form
          form={form}
          aria-label="Confirm two-factor"
          failure="We couldn't turn on two-factor just now. Please try again."
          onSubmit={async ({ code }) => onEnabled((await enable.mutateAsync({ code })).recoveryCodes)}
        >
          <TextField
            label="Code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            {...fieldOf(form, 'code')}
          />
          <SubmitButton form={form} busyLabel="Checking…">
            Turn on two-factor
          </SubmitButton>
        </Form>
      </li>
    </Steps>
  );
}
