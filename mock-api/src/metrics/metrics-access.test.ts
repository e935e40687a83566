import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { metricsAccessCheck } from './metrics-access';

const request = (remoteAddress: string, authorization?: string) =>
  ({
    socket: { remoteAddress },
    get: (name: string) => (name.toLowerCase() === 'authorization' ? authorization : undefined),
  }) as unknown as Request;

describe('metricsAccessCheck', () => {
  const token = 'a-long-enough-metrics-token';

  it('lets in the bearer token and nothing like it', () => {
    const mayRead = metricsAccessCheck({ token, allowFrom: [] });
    expect(mayRead(request('203.0.113.9', `Bearer ${token}`))).toBe(true);
    expect(mayRead(request('203.0.113.9', `Bearer ${token}x`))).toBe(false);
    expect(mayRead(request('203.0.113.9', token))).toBe(false);
    expect(mayRead(request('203.0.113.9', `Basic ${token}`))).toBe(false);
    expect(mayRead(request('203.0.113.9'))).toBe(false);
  });

  it('lets in listed addresses and subnets, IPv4 arriving on a dual-stack socket included', () => {
    const mayRead = metricsAccessCheck({ token: undefined, allowFrom: ['10.0.0.0/8', '192.0.2.7', 'fd00::/8'] });
    expect(mayRead(request('10.20.30.40'))).toBe(true);
    expect(mayRead(request('::ffff:10.20.30.40'))).toBe(true);
    expect(mayRead(request('192.0.2.7'))).toBe(true);
    expect(mayRead(request('fd12::1'))).toBe(true);
    expect(mayRead(request('192.0.2.8'))).toBe(false);
    expect(mayRead(request('::1'))).toBe(false);
    expect(mayRead(request('11.0.0.1', 'Bearer anything'))).toBe(false);
  });
});
