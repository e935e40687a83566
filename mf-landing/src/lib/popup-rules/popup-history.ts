import { readPersonalJson, writePersonalJson } from '@ps/shared/consent';
import { EMPTY_POPUP_HISTORY, recordSubscribed, type PopupHistory } from './popup-rules';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function parseHistory(value: unknown): PopupHistory | null {
  if (typeof value !== 'object' || value === null) return null;
  const { firstVisitAt, lastShownAt, exclusiveShownAt, dismissals, subscribed } = value as Record<string, unknown>;
  if (!isCount(dismissals) || typeof subscribed !== 'boolean') return null;
  return {
    dismissals,
    subscribed,
    ...(isCount(firstVisitAt) && { firstVisitAt }),
    ...(isCount(lastShownAt) && { lastShownAt }),
    ...(isCount(exclusiveShownAt) && { exclusiveShownAt }),
  };
}

/**
 * Kept like the visitor profile: only with tracking consent, removed with it.
 * Without it nothing is remembered, and no marketing modal shows either (they need marketing consent).
 */
export const readPopupHistory = (): PopupHistory | null => parseHistory(readPersonalJson('popupHistory'));

export function updatePopupHistory(change: (history: PopupHistory) => PopupHistory): void {
  writePersonalJson('popupHistory', change(readPopupHistory() ?? EMPTY_POPUP_HISTORY));
}

/** Any signup on the page (contact form, banner, modal) ends the marketing modals for good. */
export const recordPopupSubscription = (): void => updatePopupHistory(recordSubscribed);
