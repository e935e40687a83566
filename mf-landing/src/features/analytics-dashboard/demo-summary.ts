import { seededRandom } from '../../lib/seeded-random';
import type { AnalyticsSummary } from './analytics-summary';

/** Spec 1 §9: the demo funnel (100, 71, 28, 10 and 5% of visitors). */
export const DEMO_FUNNEL = [
  { stage: 'Visited', count: 12543 },
  { stage: 'Engaged', count: 8921 },
  { stage: 'Clicked a CTA', count: 3456 },
  { stage: 'Signed up', count: 1234 },
  { stage: 'Bought tickets or merch', count: 567 },
];

const DAYS = 30;

function demoDaily(today: Date): AnalyticsSummary['daily'] {
  const random = seededRandom(Number(today.toISOString().slice(0, 10).replaceAll('-', '')));
  return Array.from({ length: DAYS }, (_, index) => {
    const day = new Date(today);
    day.setDate(day.getDate() - (DAYS - 1 - index));
    const visitors = 250 + Math.round(random() * 300 + index * 6);
    return { date: day.toISOString().slice(0, 10), visitors, signups: Math.round(visitors * (0.06 + random() * 0.06)) };
  });
}

/** What the panel shows when the API has nothing yet: clearly labelled as demo data. */
export function demoSummary(today: Date): AnalyticsSummary {
  return {
    hasData: false,
    visitors: 12543,
    conversionRate: 4.5,
    conversionRateChange: 12.5,
    newsletterSignups: 1234,
    ticketInterest: 3456,
    daily: demoDaily(today),
    channels: [
      { name: 'Social', value: 38 },
      { name: 'Direct', value: 27 },
      { name: 'Search', value: 18 },
      { name: 'Email', value: 12 },
      { name: 'Referral', value: 5 },
    ],
    funnel: DEMO_FUNNEL,
    experiments: [
      { testId: 'newsletter-signup-optimization', variant: 'control', exposures: 6240, conversions: 512, rate: 8.2 },
      { testId: 'newsletter-signup-optimization', variant: 'variant-a', exposures: 3150, conversions: 302, rate: 9.6 },
      { testId: 'newsletter-signup-optimization', variant: 'variant-b', exposures: 3153, conversions: 420, rate: 13.3 },
      { testId: 'ticket-cta-optimization', variant: 'control', exposures: 4180, conversions: 376, rate: 9 },
      { testId: 'ticket-cta-optimization', variant: 'urgency', exposures: 4175, conversions: 451, rate: 10.8 },
      { testId: 'ticket-cta-optimization', variant: 'scarcity', exposures: 4188, conversions: 519, rate: 12.4 },
    ],
  };
}
