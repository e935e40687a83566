import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/tables';
import { mergeCartInto } from '../cart';
import { accountIdOwningCart, claimCartSessionId } from './repository';

/**
 * At sign-in the browser's guest cart joins the account's cart, and the browser is told
 * the account's cart id to use from now on. A browser still holding another account's
 * cart id (it never signed out) keeps that cart out of this account.
 */
export async function adoptCartAtSignIn(db: Db, accountId: number, browserSessionId: string | undefined) {
  const browserCartOwner = browserSessionId ? await accountIdOwningCart(db, browserSessionId) : undefined;
  const guestCart = browserSessionId && browserCartOwner === undefined ? browserSessionId : undefined;
  const cartSessionId = await claimCartSessionId(db, accountId, guestCart ?? randomUUID());
  if (guestCart && guestCart !== cartSessionId) await mergeCartInto(db, guestCart, cartSessionId);
  return cartSessionId;
}
