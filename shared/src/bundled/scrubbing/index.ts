export { REDACTED, routeTemplateOf, scrubUrl, withoutEmails, withoutOrderNumbers } from './log-scrubbing';
export { scrubErrorReport, type ReportableEvent } from './error-report-scrubbing';
