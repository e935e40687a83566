export { StaffGate } from './staff-gate';
export { StaffSetPasswordPage } from './staff-set-password-page';
