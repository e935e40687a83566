/*
 * The consent banner's categories, in its words; the privacy page repeats them. Here rather than in the consent
 * singleton, which every page loads whole, so only the banner's chunk and the privacy page carry them (decision 075).
 */

interface ConsentCategory {
  label: string;
  description: string;
}

export const ESSENTIAL_CATEGORY: ConsentCategory = {
  label: 'Essential',
  description: 'Keeps the site working, like your cart and this choice. Always on.',
};

/** One per consent flag, named as the consent record names them (`CONSENT_FLAG_NAMES` in @ps/shared/consent). */
export const OPTIONAL_CATEGORIES = [
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
] as const satisfies readonly (ConsentCategory & { flag: string })[];
