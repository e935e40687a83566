export { StaffGate } from './staff-gate';
