import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL_CONSENT, REJECT_ALL_CONSENT, useConsentStore, type ConsentFlags } from '@ps/shared/consent';
import { startVisitorTracking, useVisitorStore } from '@ps/shared/tracking';
import { getExperimentVariant, useExperimentStore } from './experiment-store';
import { recordExperimentMetric } from './record-experiment-metric';
import { useExperiment } from './use-experiment';

const storedJson = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null');

describe('experiments for a visitor', () => {
  let stop = () => {};
  const gtag = vi.fn();
  function visit(flags: ConsentFlags | null) {
    if (flags) useConsentStore.getState().saveConsent(flags);
    stop = startVisitorTracking();
  }

  beforeEach(() => {
    window.localStorage.clear();
    useConsentStore.setState({ record: null });
    useVisitorStore.setState({ profile: null, events: [], deepestScrollDepth: 0 });
    useExperimentStore.setState({ assignments: {}, metrics: [] });
    gtag.mockClear();
    window.gtag = gtag;
  });
  afterEach(() => {
    stop();
    delete window.gtag;
  });

  it('assigns once, stores the choice under ps_ab_assignments and reuses it', () => {
    visit(ACCEPT_ALL_CONSENT);
    const first = getExperimentVariant('ticket-cta-optimization');
    expect(storedJson('ps_ab_assignments')).toEqual({ 'ticket-cta-optimization': first.id });
    useExperimentStore.setState({ assignments: { 'ticket-cta-optimization': 'scarcity' } });
    expect(getExperimentVariant('ticket-cta-optimization').config.scarcity).toBe(true);
  });

  it('useExperiment returns the variant with its config and remembers it', () => {
    visit(ACCEPT_ALL_CONSENT);
    const { result } = renderHook(() => useExperiment('ticket-cta-optimization'));
    expect(['GET TICKETS', 'SECURE YOUR SPOT NOW']).toContain(result.current.config.text);
    expect(useExperimentStore.getState().assignments['ticket-cta-optimization']).toBe(result.current.id);
  });

  it('shows the control and stores nothing without tracking consent', () => {
    visit({ ...ACCEPT_ALL_CONSENT, allowTracking: false });
    const { result } = renderHook(() => useExperiment('newsletter-signup-optimization'));
    expect(result.current.id).toBe('control');
    recordExperimentMetric('newsletter-signup-optimization', 'signup');
    expect(window.localStorage.getItem('ps_ab_assignments')).toBeNull();
    expect(window.localStorage.getItem('ps_ab_metrics')).toBeNull();
    expect(gtag).not.toHaveBeenCalled();
  });

  it('records a metric for the assigned variant and emits ab_test_metric', () => {
    visit(ACCEPT_ALL_CONSENT);
    const variant = getExperimentVariant('newsletter-signup-optimization');
    recordExperimentMetric('newsletter-signup-optimization', 'signup');
    expect(storedJson('ps_ab_metrics')).toEqual([
      {
        testId: 'newsletter-signup-optimization',
        variant: variant.id,
        metric: 'signup',
        timestamp: expect.any(String),
        value: 1,
      },
    ]);
    expect(gtag).toHaveBeenCalledWith('event', 'ab_test_metric', {
      test_id: 'newsletter-signup-optimization',
      variant: variant.id,
      metric_name: 'signup',
      metric_value: 1,
    });
  });

  it('keeps metrics locally but emits nothing to the tag without analytics consent', () => {
    visit({ ...REJECT_ALL_CONSENT, allowTracking: true });
    recordExperimentMetric('ticket-cta-optimization', 'ticket_click', 2);
    expect(storedJson('ps_ab_metrics')).toHaveLength(1);
    expect(gtag).not.toHaveBeenCalled();
  });

  it('forgets assignments and metrics when tracking consent is withdrawn', () => {
    visit(ACCEPT_ALL_CONSENT);
    recordExperimentMetric('ticket-cta-optimization', 'ticket_click');
    useConsentStore.getState().saveConsent(REJECT_ALL_CONSENT);
    expect(useExperimentStore.getState()).toMatchObject({ assignments: {}, metrics: [] });
    expect(window.localStorage.getItem('ps_ab_assignments')).toBeNull();
    expect(window.localStorage.getItem('ps_ab_metrics')).toBeNull();
  });
});
