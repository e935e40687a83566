export { startErrorReports } from './start-error-reports';
export type { ErrorOrigin } from './error-reports-settings';
