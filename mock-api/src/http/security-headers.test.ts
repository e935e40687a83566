import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { HOLD_TAPS_SCRIPT } from '@ps/shared/route-groups';
import { securityHeaders } from './security-headers';

type HeadersConfig = Parameters<typeof securityHeaders>[0];

const REMOTES = {
  mf_landing: '/remotes/mf-landing/',
  mf_social: '/remotes/mf-social/',
  mf_store: 'https://cdn.example.com/store/',
  mf_checkout: '/remotes/mf-checkout/',
  mf_account: '/remotes/mf-account/',
  mf_admin: '/remotes/mf-admin/',
} as HeadersConfig['remoteBaseUrls'];

async function headersOf(config: HeadersConfig, paths: string[]): Promise<Headers[]> {
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader('X-Powered-By', 'Express');
    next();
  });
  app.use(securityHeaders(config));
  app.get('/{*path}', (_req, res) => {
    res.json({ ok: true });
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  try {
    return await Promise.all(paths.map(async (path) => (await fetch(`http://127.0.0.1:${port}${path}`)).headers));
  } finally {
    server.close();
    await once(server, 'close');
  }
}

describe('securityHeaders', () => {
  it('sends every response the same helmet headers, with the CSP the configuration names', async () => {
    const config = {
      remoteBaseUrls: REMOTES,
      publicUrl: 'http://localhost:4000',
      errorReports: { dsn: 'https://key@ingest.example.com/7' },
    } as HeadersConfig;
    const [first, second] = await headersOf(config, ['/api/products', '/store']);
    const csp = first!.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://cdn.example.com");
    expect(csp).toContain("connect-src 'self' https://cdn.example.com https://ingest.example.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(first!.get('x-content-type-options')).toBe('nosniff');
    expect(first!.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(first!.get('referrer-policy')).toBe('no-referrer');
    expect(first!.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(first!.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(first!.get('x-xss-protection')).toBe('0');
    expect(first!.get('x-powered-by')).toBeNull();
    expect(first!.get('strict-transport-security')).toBeNull();
    const securityOnly = (headers: Headers) =>
      [...headers].filter(([name]) => !['date', 'etag', 'content-length', 'connection', 'keep-alive'].includes(name));
    expect(securityOnly(second!)).toEqual(securityOnly(first!));
  });

  it('allows the first screen’s tap holder by its hash, and no other inline script', async () => {
    const config = { remoteBaseUrls: REMOTES, publicUrl: 'http://localhost:4000', errorReports: undefined };
    const [headers] = await headersOf(config as HeadersConfig, ['/store']);
    const scriptSrc = /script-src ([^;]*)/.exec(headers!.get('content-security-policy') ?? '')?.[1];
    const hash = createHash('sha256').update(HOLD_TAPS_SCRIPT).digest('base64');
    expect(scriptSrc).toBe(`'self' https://cdn.example.com 'sha256-${hash}'`);
  });

  it('adds HSTS when the site is served over https', async () => {
    const config = { remoteBaseUrls: REMOTES, publicUrl: 'https://panicsquad.example', errorReports: undefined };
    const [headers] = await headersOf(config as HeadersConfig, ['/']);
    expect(headers!.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
