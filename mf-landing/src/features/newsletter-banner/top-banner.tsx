import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { toast, VisuallyHidden } from '@ps/shared/ui';
import { canSubmitEmail, checkEmail } from '../../lib/newsletter/email-input';
import { SIGNUP_MESSAGES } from '../../lib/newsletter/signup-messages';
import { useNewsletterSignup } from '../../lib/newsletter/use-newsletter-signup';
import { Icon } from '../../ui/icon';
import { closeIcon } from '../../ui/icon-paths/page-controls';
import { boltIcon } from '../../ui/icon-paths/section-symbols';

const Banner = styled.section`
  background: repeating-linear-gradient(-45deg, #ff4f8b 0 18px, #f2437f 18px 36px);
  color: #14101f;
  border-bottom: 3px solid #000;
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  font-weight: 800;
  ${media.md} {
    flex-wrap: nowrap;
  }
`;

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  input {
    min-height: 44px;
    width: 200px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 2px solid #000;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 2px solid #000;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #14101f;
    color: ${({ theme }) => theme.color.accent};
    font-weight: 800;
    cursor: pointer;
  }
`;

const Close = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
`;

/** Variant A of the newsletter test: a top banner with urgency and its own signup field. */
export function TopBanner({ variant }: { variant: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [isDismissed, setDismissed] = useState(false);
  const { status, submit } = useNewsletterSignup();
  if (isDismissed) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkEmail(email);
    if (!check.ok) {
      toast({ ...SIGNUP_MESSAGES.emailRequired, variant: 'destructive' });
      return;
    }
    if (await submit({ email: check.email, source: 'top_banner', variant })) setEmail('');
  };

  return (
    <Banner aria-label="Newsletter offer" data-testid="newsletter-banner">
      <Inner>
        <span>
          <Icon path={boltIcon} /> Free EP for new Squad members.
        </span>
        <Form onSubmit={(event) => void onSubmit(event)} noValidate data-track-form="newsletter-banner">
          <VisuallyHidden as="label" htmlFor={`${id}-email`}>
            Email address
          </VisuallyHidden>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" disabled={!canSubmitEmail(email) || status === 'pending'}>
            {status === 'pending' ? SIGNUP_MESSAGES.pending : 'CLAIM IT'}
          </button>
        </Form>
        <Close type="button" onClick={() => setDismissed(true)} aria-label="Dismiss the offer">
          <Icon path={closeIcon} />
        </Close>
      </Inner>
    </Banner>
  );
}
