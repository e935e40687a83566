import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCEPT_ALL_CONSENT, useConsentStore } from '@ps/shared/consent';
import { startVisitorTracking, track, useVisitorStore } from '@ps/shared/tracking';
import { NO_PERSONALIZATION } from './personalize';
import { usePersonalization } from './use-personalization';

describe('usePersonalization', () => {
  let stop = () => {};
  beforeEach(() => {
    window.localStorage.clear();
    useConsentStore.setState({ record: null });
    useVisitorStore.setState({ profile: null, events: [], deepestScrollDepth: 0 });
  });
  afterEach(() => stop());

  it('follows what the visitor does when personalization is allowed', () => {
    useConsentStore.getState().saveConsent({ ...ACCEPT_ALL_CONSENT, allowAnalytics: false });
    stop = startVisitorTracking();
    const { result } = renderHook(() => usePersonalization());
    expect(result.current).toEqual(NO_PERSONALIZATION);
    act(() => track('ticket_interest'));
    expect(result.current.newsletterCta).toBe('GET TOUR ALERTS FIRST');
  });

  it('is empty when personalization is not allowed, even with a learned profile', () => {
    useConsentStore.getState().saveConsent({ ...ACCEPT_ALL_CONSENT, allowPersonalization: false });
    stop = startVisitorTracking();
    act(() => track('music_play'));
    const { result } = renderHook(() => usePersonalization());
    expect(useVisitorStore.getState().profile?.interests).toEqual(['music']);
    expect(result.current).toEqual(NO_PERSONALIZATION);
  });
});
