export { useBandPresence } from './band-presence';
export { compactCount } from './compact-count';
