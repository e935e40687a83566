export { EnrolTwoFactorPage } from './enrol-two-factor-page';
export { ProfilePage } from './profile-page';
