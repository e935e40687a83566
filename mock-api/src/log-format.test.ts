import { describe, expect, it } from 'vitest';
import { prettyDestination, prettyLine } from './log-format';
import { createLogger } from './logger';

const at = Date.UTC(2026, 10, 28, 12, 4, 31, 207);

describe('prettyLine', () => {
  it('writes a request as method, path, status and time', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'vm',
      req: { method: 'GET', url: '/api/products', headers: {} },
      res: { statusCode: 200 },
      responseTime: 4,
      reqId: 'abc',
      msg: 'request completed',
    });
    expect(prettyLine(line)).toBe('12:04:31.207 INFO  GET /api/products 200 4 ms reqId=abc\n');
  });

  it('writes a message with its fields, and an error stack indented below', () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'mail failed',
      attempt: 2,
      detail: { code: 'ECONNREFUSED' },
      err: { message: 'refused', stack: 'Error: refused\n    at send (mailer.ts:1:1)' },
    });
    expect(prettyLine(line)).toBe(
      '12:04:31.207 ERROR mail failed attempt=2 detail={"code":"ECONNREFUSED"}\n' +
        '    Error: refused\n        at send (mailer.ts:1:1)\n',
    );
  });

  it('passes a line that is not JSON as it is', () => {
    expect(prettyLine('plain text\n')).toBe('plain text\n');
  });
});

describe('the readable log', () => {
  it('is scrubbed as the JSON log is: credentials redacted, e-mail addresses replaced', () => {
    let written = '';
    const logger = createLogger(
      { logLevel: 'info' },
      prettyDestination({ write: (text: string) => (written += text) }),
    );
    logger.info({ req: { headers: { cookie: 'ps_session=secret-value' } }, note: 'from fan@example.com' }, 'signed in');
    expect(written).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}signed in /);
    expect(written).not.toContain('secret-value');
    expect(written).not.toContain('fan@example.com');
    expect(written).toContain('[redacted]');
  });
});
