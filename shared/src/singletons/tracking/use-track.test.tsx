import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCEPT_ALL_CONSENT, useConsentStore } from '@ps/shared/consent';
import { startVisitorTracking } from './start-visitor-tracking';
import { useTrack } from './use-track';
import { NO_VISITOR, useVisitorStore } from './visitor-store';

describe('useTrack', () => {
  let stop = () => {};
  beforeEach(() => {
    window.localStorage.clear();
    useVisitorStore.setState(NO_VISITOR);
    useConsentStore.getState().saveConsent({ ...ACCEPT_ALL_CONSENT, allowAnalytics: false });
    stop = startVisitorTracking();
  });
  afterEach(() => stop());

  it('fills in the section name unless the call names another, and stays stable across renders', () => {
    const { result, rerender } = renderHook(() => useTrack('tour'));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    result.current('ticket_interest');
    result.current('click', { sectionName: 'music' });
    expect(useVisitorStore.getState().events.map((event) => event.sectionName)).toEqual(['tour', 'music']);
  });
});
