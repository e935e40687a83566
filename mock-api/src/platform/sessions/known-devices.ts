import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Db } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { findKnownDevice, rememberDevice } from './repository';
import type { CookieSettings } from './session-cookies';
import { hashOfToken, newSecretToken } from './secret-token';

/** Which sign-in a device cookie belongs to; each has its own cookie, sent only to its sign-in route. */
export type DeviceScope = 'customer' | 'staff';

const COOKIES: Record<DeviceScope, { name: string; path: string }> = {
  customer: { name: 'ps_device', path: '/api/account/login' },
  staff: { name: 'ps_staff_device', path: '/api/admin/auth' },
};

const DEVICE_VALID_MS = 180 * 24 * 60 * 60 * 1000;

const accountKeyOf = (scope: DeviceScope, email: string) =>
  createHash('sha256').update(`${scope}\n${email.toLowerCase()}`).digest('base64url');

function tokenFromCookie(req: Request, scope: DeviceScope): string | undefined {
  const wanted = `${COOKIES[scope].name}=`;
  const pair = (req.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(wanted));
  const value = pair?.slice(wanted.length);
  return value && /^[\w-]{43}$/.test(value) ? value : undefined;
}

/**
 * Device cookies (decision 043): a browser that has signed in to an account carries a random
 * token the database knows, so the throttle can tell the owner from whoever guesses.
 */
export function createKnownDevices(db: Db, clock: Clock, cookies: CookieSettings) {
  return {
    /** The hash of the browser's device token when it has signed in to this account before. */
    async recognise(req: Request, scope: DeviceScope, email: string): Promise<string | null> {
      const token = tokenFromCookie(req, scope);
      if (!token) return null;
      const row = await findKnownDevice(db, hashOfToken(token), accountKeyOf(scope, email), clock());
      return row?.tokenHash ?? null;
    },

    /** After a full sign-in: this browser is known to this account from now on. */
    async remember(req: Request, res: Response, scope: DeviceScope, email: string): Promise<void> {
      if (await this.recognise(req, scope, email)) return;
      const token = newSecretToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + DEVICE_VALID_MS);
      await rememberDevice(
        db,
        { tokenHash: hashOfToken(token), accountKey: accountKeyOf(scope, email), expiresAt },
        now,
      );
      const { name, path } = COOKIES[scope];
      res.cookie(name, token, { httpOnly: true, sameSite: 'strict', secure: cookies.secure, path, expires: expiresAt });
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
