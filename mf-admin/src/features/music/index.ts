export { MusicPage } from './music-page';
