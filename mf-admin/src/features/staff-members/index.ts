export { StaffPage } from './staff-page';
