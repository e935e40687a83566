/** The landing page's anchors, in page order; the section nav lists these. */
export const NAV_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'music', label: 'Music' },
  { id: 'band', label: 'Band' },
  { id: 'tour', label: 'Tour' },
  { id: 'social', label: 'Social' },
  { id: 'contact', label: 'Contact' },
] as const;

export type NavSectionId = (typeof NAV_SECTIONS)[number]['id'];

/** Sticky site header plus the section nav, so anchored sections are not hidden under them. */
export const STICKY_OFFSET_VAR = '--landing-sticky-offset';
