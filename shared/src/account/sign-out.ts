import { apiRequest } from '@ps/shared/api';
import { setAccountUser } from './account-session';

/** Ends the session on the server (POST /api/account/logout), then here. */
export async function signOut(): Promise<void> {
  await apiRequest('/api/account/logout', { method: 'POST' });
  setAccountUser(null);
}
