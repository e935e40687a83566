/** The help and policy pages, in the order footers list them. */
export const INFO_PAGES = [
  { path: '/contact', label: 'Contact us' },
  { path: '/shipping', label: 'Shipping' },
  { path: '/returns', label: 'Returns' },
  { path: '/terms', label: 'Terms' },
  { path: '/privacy', label: 'Privacy policy' },
] as const;

export type InfoPagePath = (typeof INFO_PAGES)[number]['path'];

/** Spec 1 names the consent banner's target /privacy-policy; it leads to /privacy. */
export const PRIVACY_POLICY_ALIAS = '/privacy-policy';
