import { expect, it } from 'vitest';
import { remotesConfigSchema } from '@ps/shared/schemas';
import { describeEachDatabase } from './support/suite';

describeEachDatabase(
  'GET /config/remotes.json',
  (api) => {
    it('points every remote at its folder on this site by default', async () => {
      const response = await api.fetch('/config/remotes.json');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(remotesConfigSchema.parse(await response.json())).toEqual({
        remotes: ['landing', 'social', 'store', 'checkout', 'account', 'admin'].map((name) => ({
          name: `mf_${name}`,
          entry: `/remotes/mf-${name}/remoteEntry.js`,
        })),
      });
    });

    it('uses configured base URLs and lets their origins through the CSP', async () => {
      const server = await api.startServer({
        REMOTE_MF_STORE_URL: 'https://cdn.example.com/store',
        REMOTE_MF_ADMIN_URL: 'http://localhost:3006/',
      });
      const response = await fetch(`${server}/config/remotes.json`);
      const { remotes } = remotesConfigSchema.parse(await response.json());
      const entryOf = (name: string) => remotes.find((remote) => remote.name === name)?.entry;
      expect(entryOf('mf_store')).toBe('https://cdn.example.com/store/remoteEntry.js');
      expect(entryOf('mf_admin')).toBe('http://localhost:3006/remoteEntry.js');
      expect(entryOf('mf_landing')).toBe('/remotes/mf-landing/remoteEntry.js');

      const csp = response.headers.get('content-security-policy') ?? '';
      // Then the hash of the first screen's inline tap holder (decision 050).
      expect(csp).toContain("script-src 'self' https://cdn.example.com http://localhost:3006 'sha256-");
      expect(csp).toContain("connect-src 'self' https://cdn.example.com http://localhost:3006;");
    });

    it('hands the browser SENTRY_DSN at run time, never in a bundle, and lets reports through the CSP', async () => {
      const server = await api.startServer({ SENTRY_DSN: 'https://publickey@errors.example.com/12' });
      const response = await fetch(`${server}/config/remotes.json`);
      expect(remotesConfigSchema.parse(await response.json()).errorReports).toEqual({
        dsn: 'https://publickey@errors.example.com/12',
        environment: 'test',
      });
      expect(response.headers.get('content-security-policy')).toContain(
        "connect-src 'self' https://errors.example.com;",
      );
      const unset = await api.fetch('/config/remotes.json');
      expect(remotesConfigSchema.parse(await unset.json()).errorReports).toBeUndefined();
    });
  },
  { drivers: ['pglite'] },
);
