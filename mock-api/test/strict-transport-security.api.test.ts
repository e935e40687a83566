import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/suite';

describeEachDatabase(
  'Strict-Transport-Security',
  (api) => {
    it('is sent when PUBLIC_URL is https', async () => {
      const https = await api.startServer({ PUBLIC_URL: 'https://panicsquad.example' });
      const response = await fetch(`${https}/api/health`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    });

    it.each<Record<string, string>>([{}, { PUBLIC_URL: 'http://panicsquad.example' }])(
      'is not sent over plain HTTP (%o)',
      async (env) => {
        const http = await api.startServer(env);
        const response = await fetch(`${http}/api/health`);
        expect(response.status).toBe(200);
        expect(response.headers.get('strict-transport-security')).toBeNull();
      },
    );
  },
  { drivers: ['pglite'] },
);
