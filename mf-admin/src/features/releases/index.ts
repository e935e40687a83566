export { ReleasesPage } from './releases-page';
