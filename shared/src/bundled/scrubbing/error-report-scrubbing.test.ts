import { describe, expect, it } from 'vitest';
import { scrubErrorReport } from './error-report-scrubbing';

describe('scrubErrorReport', () => {
  const event = {
    message: 'Lookup failed for jane.doe@example.com',
    user: { id: '42', email: 'jane.doe@example.com', ip_address: '203.0.113.9' },
    extra: { body: { password: 'hunter2' } },
    request: {
      method: 'GET',
      url: 'https://shop.example/api/orders/PS-2026-7KX4QM?email=jane.doe%40example.com&page=2',
      headers: {
        Cookie: 'ps_session=secret',
        Authorization: 'Bearer token',
        'X-Session-Id': 'session-secret',
        'User-Agent': 'Firefox',
        Referer: 'https://shop.example/track/PS-2026-7KX4QM?token=abc',
      },
      cookies: { ps_session: 'secret' },
      data: { email: 'jane.doe@example.com' },
    },
    exception: { values: [{ type: 'Error', value: 'Order PS-2026-7KX4QM for jane.doe@example.com was not found' }] },
    breadcrumbs: [
      { category: 'fetch', data: { url: '/api/checkout/session/0b5e8f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', method: 'GET' } },
      { category: 'navigation', data: { from: '/track/PS-2026-7KX4QM', to: '/store?email=a@b.example' } },
      { category: 'console', message: 'signed in as jane.doe@example.com' },
    ],
    tags: { remote: 'mf_store' },
  };

  it('takes personal data out by the logs rules and keeps what locates the fault', () => {
    const scrubbed = scrubErrorReport(event);
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.extra).toBeUndefined();
    expect(scrubbed.message).toBe('Lookup failed for [redacted]');
    expect(scrubbed.request).toEqual({
      method: 'GET',
      url: 'https://shop.example/api/orders/:orderNumber?email=%5Bredacted%5D&page=2',
      headers: { 'User-Agent': 'Firefox', Referer: 'https://shop.example/track/:orderNumber?token=%5Bredacted%5D' },
    });
    expect(scrubbed.exception.values[0]).toEqual({
      type: 'Error',
      value: 'Order :orderNumber for [redacted] was not found',
    });
    expect(scrubbed.breadcrumbs.map((crumb) => crumb.data ?? crumb.message)).toEqual([
      { url: '/api/checkout/session/:id', method: 'GET' },
      { from: '/track/:orderNumber', to: '/store?email=%5Bredacted%5D' },
      'signed in as [redacted]',
    ]);
    expect(scrubbed.tags).toEqual({ remote: 'mf_store' });
  });

  it('leaves nothing of the original text anywhere in the report', () => {
    const text = JSON.stringify(scrubErrorReport(event));
    for (const secret of ['jane.doe', 'PS-2026-7KX4QM', 'secret', 'hunter2', 'Bearer', '203.0.113.9', '0b5e8f0e']) {
      expect(text).not.toContain(secret);
    }
  });
});
