/** The help and policy pages, in the order footers list them. */
export const INFO_PAGES = [
  { path: '/contact', label: 'Contact us' },
  { path: '/faq', label: 'FAQ' },
  { path: '/shipping', label: 'Shipping' },
  { path: '/returns', label: 'Returns' },
  { path: '/terms', label: 'Terms' },
  { path: '/fan-photo-terms', label: 'Fan photo terms' },
  { path: '/privacy', label: 'Privacy policy' },
  { path: '/press', label: 'Press kit' },
] as const;

export type InfoPagePath = (typeof INFO_PAGES)[number]['path'];

/** Spec 1 names the consent banner's target /privacy-policy; it leads to /privacy. */
export const PRIVACY_POLICY_ALIAS = '/privacy-policy';

/** Where the fan-photo form's "submission terms" lead. */
export const FAN_PHOTO_TERMS_PATH = '/fan-photo-terms' satisfies InfoPagePath;
