import { useCallback, useEffect } from 'react';
import { isConsentBannerOpen, selectAllowsMarketing, useConsentStore } from '@ps/shared/consent';
import { readPopupHistory, updatePopupHistory } from '../../lib/popup-rules/popup-history';
import {
  EMPTY_POPUP_HISTORY,
  popupWaitMs,
  recordDismissed,
  recordShown,
  type PopupContext,
  type PopupOffer,
} from '../../lib/popup-rules/popup-rules';
import type { PopupVisit } from './popup-visit';

/** The pop-up rules applied to this visitor now; `waitMs` is re-derived whenever the consent changes. */
export function usePopupGate(visit: PopupVisit) {
  const consentDecided = useConsentStore((state) => state.record !== null);
  const allowsMarketing = useConsentStore(selectAllowsMarketing);

  useEffect(() => {
    // Writes are refused without tracking consent; with it, the first visit is remembered from now on.
    updatePopupHistory((history) => ({ ...history, firstVisitAt: history.firstVisitAt ?? visit.startedAt }));
  }, [allowsMarketing, visit]);

  const context = useCallback(
    (offer: PopupOffer): PopupContext => ({
      offer,
      consentBannerOpen: isConsentBannerOpen(),
      consentDecided: useConsentStore.getState().record !== null,
      allowsMarketing: selectAllowsMarketing(useConsentStore.getState()),
      history: readPopupHistory() ?? EMPTY_POPUP_HISTORY,
      isFirstVisit: visit.isFirst,
      visitStartedAt: visit.startedAt,
      now: Date.now(),
    }),
    [visit],
  );

  /** ms until the offer's timed modal may open (0: now), or null when it may not on this page for now. */
  const waitMs = useCallback((offer: PopupOffer) => popupWaitMs(context(offer)), [context]);
  const mayOpenNow = useCallback((offer: PopupOffer) => waitMs(offer) === 0, [waitMs]);
  const markShown = useCallback(
    (offer: PopupOffer) => updatePopupHistory((history) => recordShown(history, Date.now(), offer)),
    [],
  );
  const markClosed = useCallback(() => {
    if (!readPopupHistory()?.subscribed) updatePopupHistory(recordDismissed);
  }, []);

  return { consentDecided, allowsMarketing, waitMs, mayOpenNow, markShown, markClosed };
}
