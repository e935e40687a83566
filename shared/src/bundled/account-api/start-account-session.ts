import { setAccountUser } from '@ps/shared/account';
import { switchCartSession } from '@ps/shared/cart';
import { getQueryClient } from '@ps/shared/query';
import type { AccountSessionResponse } from '@ps/shared/schemas';

/**
 * After sign-in or registration: the header shows the customer, this browser takes over the
 * account's cart (the server merged the guest cart into it), and every cached answer is asked
 * again, since carts, orders and checkout details all depend on who is asking.
 */
export async function startAccountSession(session: AccountSessionResponse): Promise<void> {
  if (session.cartSessionId) switchCartSession(session.cartSessionId);
  setAccountUser(session.user);
  await getQueryClient().invalidateQueries();
}
