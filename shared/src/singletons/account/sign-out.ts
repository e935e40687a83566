import { authRequest, setBrowserSessionId } from '@ps/shared/api';
import { setAccountUser } from './account-session';

/**
 * Ends the session on the server (POST /api/account/logout), then here. The account's cart
 * stays with the account: this browser starts again with a new, empty one.
 */
export async function signOut(): Promise<void> {
  await authRequest('/api/account/logout', { method: 'POST' });
  setBrowserSessionId(crypto.randomUUID());
  setAccountUser(null);
}
