/** The one place for the band's identity; prefixes follow the spec's ps_ storage keys and PS- order numbers. */
export const BAND_NAME = 'Panic Squad';
export const BAND_TAGLINE = 'Pop-punk for anxious superheroes';
export const STORAGE_PREFIX = 'ps_';
export const ORDER_NUMBER_PREFIX = 'PS';
export const storageKey = (name: string): string => `${STORAGE_PREFIX}${name}`;
export { STREAMING_LINKS } from './band-links';
export { BAND_CONTACTS } from './band-contacts';
export { BAND_PROFILES, type BandProfile } from './band-profiles';
