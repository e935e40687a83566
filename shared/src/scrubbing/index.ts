export {
  REDACTED,
  scrubParams,
  scrubQuery,
  scrubUrl,
  truncatedAddress,
  withoutEmails,
  withoutOrderNumbers,
} from './log-scrubbing';
export { scrubErrorReport, type ReportableEvent } from './error-report-scrubbing';
