import { lazy, Suspense, useCallback, useState } from 'react';
import { usePersonalization } from '@ps/shared/personalization';
import { track, useVisitorStore } from '@ps/shared/tracking';
import { ErrorBoundary } from '@ps/shared/ui';
import type { SignupSource } from '../../lib/newsletter/signup-newsletter';
import { claimOverlay, releaseOverlay } from '../../lib/overlay-slot';
import type { PopupOffer } from '../../lib/popup-rules/popup-rules';
import type { OfferKind, OfferOverrides } from './offers';
import { pickExitOffer } from './pick-offer';
import type { PopupVisit } from './popup-visit';
import { NEWSLETTER_POPUP_OVERRIDES } from './popup-offer';
import { useExitIntent } from './use-exit-intent';
import { usePopupGate } from './use-popup-gate';
import { useTimedOffers } from './use-timed-offers';

const OfferModal = lazy(() => import('./offer-modal').then((module) => ({ default: module.OfferModal })));

const SLOT = 'offer-modal';
const renderNothing = () => null;

interface OpenOffer {
  offer: PopupOffer;
  kind: OfferKind;
  overrides?: OfferOverrides;
  source: SignupSource;
}

/**
 * Exit intent, the timed newsletter pop-up and the exclusive offer: at most one modal, when the
 * pop-up rules allow (lib/popup-rules), its code loaded on demand. `visit` is this page load's.
 */
export function OfferModalsHost({ visit }: { visit: PopupVisit }) {
  const [open, setOpen] = useState<OpenOffer | null>(null);
  const { exclusiveModalDelayMs } = usePersonalization();
  const gate = usePopupGate(visit);
  const { mayOpenNow, markShown, markClosed } = gate;

  const show = useCallback(
    (next: OpenOffer): boolean => {
      if (!mayOpenNow(next.offer) || !claimOverlay(SLOT)) return false;
      markShown(next.offer);
      setOpen(next);
      return true;
    },
    [mayOpenNow, markShown],
  );
  const close = useCallback(() => {
    markClosed();
    releaseOverlay(SLOT);
    setOpen(null);
  }, [markClosed]);

  const onExitIntent = useCallback(() => {
    const shown = show({
      offer: 'newsletter',
      kind: pickExitOffer(useVisitorStore.getState().profile),
      source: 'exit_intent_modal',
    });
    if (shown) track('exit_intent', { metadata: { trigger: 'exit_intent' } });
    return shown;
  }, [show]);
  const showPopup = useCallback(
    () =>
      show({
        offer: 'newsletter',
        kind: 'newsletter',
        overrides: NEWSLETTER_POPUP_OVERRIDES,
        source: 'newsletter_popup',
      }),
    [show],
  );
  const showExclusive = useCallback(
    () => show({ offer: 'exclusive', kind: 'exclusive-content', source: 'exit_intent_modal' }),
    [show],
  );

  useExitIntent(onExitIntent);
  useTimedOffers({
    consentKey: `${gate.consentDecided}-${gate.allowsMarketing}`,
    waitMs: gate.waitMs,
    exclusiveDelayMs: exclusiveModalDelayMs,
    showPopup,
    showExclusive,
  });

  if (!open) return null;
  return (
    <ErrorBoundary fallback={renderNothing} onError={close}>
      <Suspense fallback={null}>
        <OfferModal kind={open.kind} overrides={open.overrides} source={open.source} onClose={close} />
      </Suspense>
    </ErrorBoundary>
  );
}
