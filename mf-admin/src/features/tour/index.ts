export { TourPage } from './tour-page';
