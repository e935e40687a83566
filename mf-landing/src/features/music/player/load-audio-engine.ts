/** The Web Audio code loads with the first preview played, not with the page. */
export const loadAudioEngine = () => import('./audio-engine');
