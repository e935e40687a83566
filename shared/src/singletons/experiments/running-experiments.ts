import { EXPERIMENT_EXPOSURE_METRIC, EXPERIMENT_GOALS } from '@ps/shared/rules';
import type { Experiment } from './experiment';

export interface NewsletterSignupConfig {
  placement: 'contact-section' | 'top-banner' | 'exit-intent-modal';
  socialProof: boolean;
  urgency: boolean;
}

export interface TicketCtaConfig {
  text: string;
  /** Each show's own stored urgency ("Only 12 tickets left", "On sale now") replaces the text. */
  scarcity: boolean;
}

export interface ExperimentConfigs {
  'newsletter-signup-optimization': NewsletterSignupConfig;
  'ticket-cta-optimization': TicketCtaConfig;
}

export type ExperimentId = keyof ExperimentConfigs;

const RUNNING_SINCE = '2024-03-01T00:00:00.000Z';

/** Spec 1 §3 "Experiment". */
export const EXPERIMENTS: { readonly [K in ExperimentId]: Experiment<ExperimentConfigs[K]> } = {
  'newsletter-signup-optimization': {
    id: 'newsletter-signup-optimization',
    name: 'Newsletter signup optimization',
    status: 'running',
    startDate: RUNNING_SINCE,
    variants: [
      {
        id: 'control',
        name: 'Contact-section card with social proof',
        weight: 50,
        config: { placement: 'contact-section', socialProof: true, urgency: false },
      },
      {
        id: 'variant-a',
        name: 'Top banner with urgency',
        weight: 25,
        config: { placement: 'top-banner', socialProof: false, urgency: true },
      },
      {
        id: 'variant-b',
        name: 'Exit-intent modal with urgency',
        weight: 25,
        config: { placement: 'exit-intent-modal', socialProof: false, urgency: true },
      },
    ],
    metrics: [
      { name: EXPERIMENT_GOALS['newsletter-signup-optimization'].conversionMetric, type: 'conversion' },
      { name: EXPERIMENT_EXPOSURE_METRIC, type: 'view' },
    ],
  },
  'ticket-cta-optimization': {
    id: 'ticket-cta-optimization',
    name: 'Ticket call-to-action optimization',
    status: 'running',
    startDate: RUNNING_SINCE,
    variants: [
      { id: 'control', name: 'Plain', weight: 33.33, config: { text: 'GET TICKETS', scarcity: false } },
      { id: 'urgency', name: 'Urgency', weight: 33.33, config: { text: 'SECURE YOUR SPOT NOW', scarcity: false } },
      // Issue 15: a count is said only when it is true and low (ticketUrgency), never one number for every show.
      { id: 'scarcity', name: 'Scarcity', weight: 33.34, config: { text: 'GET TICKETS', scarcity: true } },
    ],
    metrics: [
      { name: EXPERIMENT_GOALS['ticket-cta-optimization'].conversionMetric, type: 'conversion' },
      { name: EXPERIMENT_EXPOSURE_METRIC, type: 'view' },
    ],
  },
};

export const EXPERIMENT_IDS = Object.keys(EXPERIMENTS) as ExperimentId[];
