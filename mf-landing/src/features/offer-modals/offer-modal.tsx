import { useEffect, useId, useReducer, useState, type FormEvent } from 'react';
import { Button, VisuallyHidden } from '@ps/shared/ui';
import { ModalDialog } from '@ps/shared/widgets';
import { canSubmitEmail, checkEmail } from '../../lib/newsletter/email-input';
import type { SignupSource } from '../../lib/newsletter/signup-newsletter';
import { useNewsletterSignup } from '../../lib/newsletter/use-newsletter-signup';
import { Icon } from '../../ui/icon';
import { offerModalReducer, SUCCESS_AUTO_CLOSE_MS } from './offer-modal-state';
import { Benefits, Burst, Dismiss, Incentive, Lead, Row, Success, Title, Urgency } from './offer-modal-styles';
import { OFFERS, withOverrides, type OfferKind, type OfferOverrides } from './offers';
import { useTourAlertUrgency } from './use-tour-alert-urgency';

export const SUBMITTING_LABEL = 'Joining the Squad...';

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
  const { submit } = useNewsletterSignup();

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
    const check = checkEmail(email);
    if (!check.ok || state !== 'initial') return;
    dispatch('submit');
    const ok = await submit({ email: check.email, source, variant: offer.kind });
    dispatch(ok ? 'succeeded' : 'failed');
  };

  return (
    <ModalDialog open onClose={onClose} labelledBy={`${id}-title`} closeLabel="Close offer">
      <div data-testid="offer-modal" data-offer={offer.kind} data-state={state}>
        <Burst aria-hidden="true">
          <Icon name={offer.icon} size={32} />
        </Burst>
        <Title id={`${id}-title`}>{offer.title}</Title>
        <Lead>{offer.subtitle}</Lead>
        {state === 'success' ? (
          <Success role="status">
            <strong>You're in!</strong>
            Check your inbox for your welcome message.
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
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
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
