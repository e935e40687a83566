import { describe, expect, it } from 'vitest';
import {
  EMPTY_POPUP_HISTORY,
  FIRST_VISIT_QUIET_MS,
  isExitIntentPointer,
  MARKETING_MODAL_GAP_MS,
  popupBlocker,
  popupWaitMs,
  recordDismissed,
  recordShown,
  recordSubscribed,
  type PopupContext,
} from './popup-rules';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

/** A returning visitor who allowed marketing and has never seen a modal. */
const context = (overrides: Partial<PopupContext> = {}): PopupContext => ({
  consentBannerOpen: false,
  consentDecided: true,
  allowsMarketing: true,
  history: { ...EMPTY_POPUP_HISTORY, firstVisitAt: NOW - 3 * DAY },
  isFirstVisit: false,
  visitStartedAt: NOW - 1000,
  now: NOW,
  ...overrides,
});

describe('popupBlocker', () => {
  it('lets a modal open for a returning visitor who allowed marketing and saw none lately', () => {
    expect(popupBlocker(context())).toBeNull();
  });

  it('never opens over the consent banner, nor before the visitor has chosen', () => {
    expect(popupBlocker(context({ consentDecided: false }))).toBe('consent-pending');
    expect(popupBlocker(context({ consentBannerOpen: true }))).toBe('consent-pending');
  });

  it('opens nothing after Reject All or with marketing switched off', () => {
    expect(popupBlocker(context({ allowsMarketing: false }))).toBe('no-marketing-consent');
  });

  it('shows at most one marketing modal per 7 days', () => {
    const history = recordShown(EMPTY_POPUP_HISTORY, NOW - MARKETING_MODAL_GAP_MS + 1);
    expect(popupBlocker(context({ history }))).toBe('shown-recently');
    const weekOld = recordShown(EMPTY_POPUP_HISTORY, NOW - MARKETING_MODAL_GAP_MS);
    expect(popupBlocker(context({ history: weekOld }))).toBeNull();
  });

  it('gives the exclusive offer (spec 1 §9 rule c) its own week: the newsletter pop-up does not use it up', () => {
    const afterPopup = recordShown(EMPTY_POPUP_HISTORY, NOW - 1000);
    expect(popupBlocker(context({ history: afterPopup, offer: 'newsletter' }))).toBe('shown-recently');
    expect(popupBlocker(context({ history: afterPopup, offer: 'exclusive' }))).toBeNull();
    const afterExclusive = recordShown(afterPopup, NOW, 'exclusive');
    expect(afterExclusive).toMatchObject({ lastShownAt: NOW - 1000, exclusiveShownAt: NOW });
    expect(popupBlocker(context({ history: afterExclusive, offer: 'exclusive' }))).toBe('shown-recently');
  });

  it('holds the exclusive offer to the same consent, subscription and dismissal rules', () => {
    expect(popupBlocker(context({ offer: 'exclusive', allowsMarketing: false }))).toBe('no-marketing-consent');
    const subscribed = recordSubscribed(EMPTY_POPUP_HISTORY);
    expect(popupBlocker(context({ offer: 'exclusive', history: subscribed }))).toBe('subscribed');
  });

  it('never shows again after subscribing', () => {
    const history = recordSubscribed(recordShown(EMPTY_POPUP_HISTORY, NOW - 60 * DAY));
    expect(popupBlocker(context({ history }))).toBe('subscribed');
  });

  it('never shows again after two dismissals, however long ago', () => {
    const once = recordDismissed(recordShown(EMPTY_POPUP_HISTORY, NOW - 60 * DAY));
    expect(popupBlocker(context({ history: once }))).toBeNull();
    expect(popupBlocker(context({ history: recordDismissed(once) }))).toBe('dismissed-enough');
  });

  it('keeps the first 10 seconds of a first visit quiet', () => {
    const first = { isFirstVisit: true, visitStartedAt: NOW - FIRST_VISIT_QUIET_MS + 1 };
    expect(popupBlocker(context(first))).toBe('first-visit-quiet');
    expect(popupBlocker(context({ ...first, visitStartedAt: NOW - FIRST_VISIT_QUIET_MS }))).toBeNull();
  });
});

describe('popupWaitMs', () => {
  it('waits out the rest of the first-visit quiet time, and gives up for every other reason', () => {
    expect(popupWaitMs(context({ isFirstVisit: true, visitStartedAt: NOW - 4000 }))).toBe(FIRST_VISIT_QUIET_MS - 4000);
    expect(popupWaitMs(context())).toBe(0);
    expect(popupWaitMs(context({ allowsMarketing: false }))).toBeNull();
    expect(popupWaitMs(context({ consentBannerOpen: true }))).toBeNull();
  });
});

describe('isExitIntentPointer', () => {
  it('counts only a fine pointer leaving through the top edge', () => {
    expect(isExitIntentPointer(-3, true)).toBe(true);
    expect(isExitIntentPointer(0, true)).toBe(true);
    expect(isExitIntentPointer(400, true)).toBe(false);
    expect(isExitIntentPointer(-3, false)).toBe(false);
  });
});
