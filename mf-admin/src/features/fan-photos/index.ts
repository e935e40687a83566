export { FanPhotosPage } from './list/fan-photos-page';
