import { readPopupHistory } from '../../lib/popup-rules/popup-history';

/** This page load: when it started, and whether the device remembered an earlier visit. */
export interface PopupVisit {
  startedAt: number;
  isFirst: boolean;
}

export const startPopupVisit = (): PopupVisit => ({
  startedAt: Date.now(),
  isFirst: readPopupHistory()?.firstVisitAt === undefined,
});
