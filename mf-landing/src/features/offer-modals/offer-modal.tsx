import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { Button, VisuallyHidden } from '@ps/shared/ui';
import { ModalDialog } from '@ps/shared/kit';
import { canSubmitEmail, checkEmail, type EmailCheck } from '../../lib/newsletter/email-input';
import { SIGNUP_MESSAGES } from '../../lib/newsletter/signup-messages';
import type { SignupSource } from '../../lib/newsletter/signup-newsletter';
import { useNewsletterSignup } from '../../lib/newsletter/use-newsletter-signup';
import { sectionInView } from '../../lib/section-in-view';
import { Icon } from '../../ui/icon';
import { offerModalReducer, SUCCESS_AUTO_CLOSE_MS } from './offer-modal-state';
import {
  Benefits,
  Burst,
  Dismiss,
  FieldError,
  Incentive,
  Lead,
  Row,
  Success,
  Title,
  Urgency,
} from './offer-modal-styles';
import { OFFERS, withOverrides, type OfferKind, type OfferOverrides } from './offers';
import { useTourAlertUrgency } from './use-tour-alert-urgency';

export const SUBMITTING_LABEL = 'Joining the Squad...';

const problemText = (problem: Extract<EmailCheck, { ok: false }>['problem']): string =>
  problem === 'empty' ? SIGNUP_MESSAGES.emailRequired.description : SIGNUP_MESSAGES.invalidEmail;

interface Props {
  kind: OfferKind;
  /** Offer data may replace the variant's title, subtitle, incentive and urgency. */
  overrides?: OfferOverrides;
  source: SignupSource;
  onClose: () => void;
}

export function OfferModal({ kind, overrides, source, onClose }: Props) {
  const tourUrgency = useTourAlertUrgency(kind === 'tour-alert');
  const offer = withOverrides(OFFERS[kind], { urgency: tourUrgency, ...overrides });
  const id = useId();
  const [state, dispatch] = useReducer(offerModalReducer, 'initial');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const { submit, failure } = useNewsletterSignup();
  const fieldError = problem ?? failure;
  const errorId = `${id}-email-error`;

  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(() => {
      dispatch('reset');
      setEmail('');
      onClose();
    }, SUCCESS_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state, onClose]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'initial') return;
    const check = checkEmail(email);
    setProblem(check.ok ? null : problemText(check.problem));
    if (!check.ok) {
      // Focus on the field reads its error out (aria-describedby).
      emailRef.current?.focus();
      return;
    }
    dispatch('submit');
    const ok = await submit({ email: check.email, source, variant: offer.kind });
    dispatch(ok ? 'succeeded' : 'failed');
    if (!ok) emailRef.current?.focus();
  };

  return (
    <ModalDialog
      open
      onClose={onClose}
      labelledBy={`${id}-title`}
      closeLabel="Close offer"
      fallbackFocus={sectionInView}
    >
      <div data-testid="offer-modal" data-offer={offer.kind} data-state={state}>
        <Burst aria-hidden="true">
          <Icon path={offer.icon} size={32} />
        </Burst>
        <Title id={`${id}-title`}>{offer.title}</Title>
        <Lead>{offer.subtitle}</Lead>
        {state === 'success' ? (
          <Success role="status">
            <strong>Almost there!</strong>
            Check your inbox and confirm your e-mail address to get it.
          </Success>
        ) : (
          <>
            <Incentive>{offer.incentive}</Incentive>
            {offer.urgency && <Urgency data-testid="offer-urgency">{offer.urgency}</Urgency>}
            <Benefits>
              {offer.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </Benefits>
            <Row onSubmit={(event) => void onSubmit(event)} noValidate data-track-form="offer-modal">
              <VisuallyHidden as="label" htmlFor={`${id}-email`}>
                Email address
              </VisuallyHidden>
              <input
                ref={emailRef}
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={fieldError !== null}
                aria-describedby={fieldError ? errorId : undefined}
              />
              {fieldError && <FieldError id={errorId}>{fieldError}</FieldError>}
              <Button type="submit" disabled={!canSubmitEmail(email) || state === 'submitting'}>
                {state === 'submitting' ? SUBMITTING_LABEL : offer.cta}
              </Button>
            </Row>
            <Dismiss type="button" onClick={onClose}>
              No thanks, I'll panic alone
            </Dismiss>
          </>
        )}
      </div>
    </ModalDialog>
  );
}
