import type { ConsentFlagName } from '../consent-record';

interface ConsentCategory {
  label: string;
  description: string;
}

export const ESSENTIAL_CATEGORY: ConsentCategory = {
  label: 'Essential',
  description: 'Keeps the site working, like your cart and this choice. Always on.',
};

export const OPTIONAL_CATEGORIES: readonly (ConsentCategory & { flag: ConsentFlagName })[] = [
  {
    flag: 'allowTracking',
    label: 'Tracking',
    description: 'Remember your visits and what you play, read and click, on this device only.',
  },
  {
    flag: 'allowPersonalization',
    label: 'Personalization',
    description: 'Adapt greetings, sections and offers to your interests. Needs tracking.',
  },
  {
    flag: 'allowMarketing',
    label: 'Marketing',
    description: 'Let us tell you about tours, drops and offers that fit you.',
  },
  {
    flag: 'allowAnalytics',
    label: 'Analytics',
    description: 'Send your site activity to our servers so we can see what works. Needs tracking.',
  },
];
