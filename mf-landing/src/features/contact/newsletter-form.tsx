import { useId, useState, type FormEvent } from 'react';
import { toast } from '@ps/shared/ui';
import { canSubmitEmail, checkEmail } from '../../lib/newsletter/email-input';
import { SIGNUP_MESSAGES } from '../../lib/newsletter/signup-messages';
import { useNewsletterSignup } from '../../lib/newsletter/use-newsletter-signup';
import { Field, Form, Hint, SubmitButton } from './newsletter-form-styles';

interface Props {
  /** The newsletter experiment's variant for this visitor, sent with the signup. */
  variant: string;
  ctaLabel: string;
}

export function NewsletterForm({ variant, ctaLabel }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [wantsUpdates, setWantsUpdates] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const { status, submit } = useNewsletterSignup();
  const isPending = status === 'pending';
  const isBlank = !canSubmitEmail(email);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const check = checkEmail(email);
    if (!check.ok) {
      setProblem(check.problem === 'empty' ? SIGNUP_MESSAGES.emailRequired.description : SIGNUP_MESSAGES.invalidEmail);
      if (check.problem === 'empty') toast({ ...SIGNUP_MESSAGES.emailRequired, variant: 'destructive' });
      return;
    }
    setProblem(null);
    const trimmedName = name.trim();
    const ok = await submit({
      email: check.email,
      ...(trimmedName && { name: trimmedName }),
      wantsUpdates,
      source: 'contact_form',
      variant,
    });
    if (ok) {
      setEmail('');
      setName('');
      setWantsUpdates(true);
    }
  };

  return (
    <Form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Newsletter signup"
      data-testid="newsletter-form"
      data-track-form="newsletter-contact"
    >
      <Field>
        <label htmlFor={`${id}-name`}>Name (optional)</label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="given-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        {problem && <Hint id={`${id}-problem`}>{problem}</Hint>}
      </Field>
      <label>
        <input type="checkbox" checked={wantsUpdates} onChange={(event) => setWantsUpdates(event.target.checked)} />{' '}
        Send me tour dates, presales and new music
      </label>
      <SubmitButton type="submit" disabled={isPending} aria-disabled={isBlank || isPending}>
        {isPending ? SIGNUP_MESSAGES.pending : ctaLabel}
      </SubmitButton>
    </Form>
  );
}
