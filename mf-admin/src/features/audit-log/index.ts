export { AuditLogPage } from './audit-log-page';
