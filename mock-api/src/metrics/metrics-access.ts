import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { Request } from 'express';
import type { MetricsAccess } from '../config-observability';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

function allowListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

// Hashes first: timingSafeEqual needs equal lengths, and the length must not leak either.
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a scraper may read the metrics: the right bearer token, or a connection from a listed address.
 * The socket's own address is used, never X-Forwarded-For: a proxy in front would otherwise let anyone in.
 */
export function metricsAccessCheck(access: MetricsAccess): (req: Request) => boolean {
  const allowed = allowListOf(access.allowFrom);
  const expected = access.token === undefined ? undefined : digest(access.token);
  return (req) => {
    const address = req.socket.remoteAddress ?? '';
    const v4 = IPV4_MAPPED.exec(address)?.[1];
    if (access.allowFrom.length > 0 && address !== '') {
      if (v4 ? allowed.check(v4, 'ipv4') : allowed.check(address, isIPv4(address) ? 'ipv4' : 'ipv6')) return true;
    }
    const [scheme, token] = (req.get('authorization') ?? '').split(' ');
    return expected !== undefined && scheme === 'Bearer' && !!token && timingSafeEqual(digest(token), expected);
  };
}
