import { readFileSync } from 'node:fs';
import { serverLogLeaks } from './server-log-leaks';

/** After every journey: the server's log must hold no credential or personal data the run sent it. */
export default function checkServerLog(): void {
  const logFile = process.env.E2E_SERVER_LOG;
  if (!logFile) throw new Error('E2E_SERVER_LOG is not set: playwright.config.ts writes the server log there');
  const log = readFileSync(logFile, 'utf8');
  if (!log.includes('"msg":"request completed"')) {
    throw new Error(`The server log ${logFile} has no access lines; the leak check would prove nothing`);
  }
  const leaks = serverLogLeaks(log);
  if (leaks.length > 0) throw new Error(`The server log ${logFile} leaks:\n${leaks.join('\n')}`);
}
