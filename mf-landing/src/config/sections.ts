/** Every landing page anchor, in page order: the section nav lists these and marks the one in view. */
export const NAV_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'news', label: 'News' },
  { id: 'music', label: 'Music' },
  { id: 'band', label: 'Band' },
  { id: 'fans', label: 'Fans' },
  { id: 'tour', label: 'Tour' },
  { id: 'social', label: 'Social' },
  { id: 'contact', label: 'Contact' },
] as const;

export type NavSectionId = (typeof NAV_SECTIONS)[number]['id'];

/** Sticky site header plus the section nav, so anchored sections are not hidden under them. */
export const STICKY_OFFSET_VAR = '--landing-sticky-offset';
