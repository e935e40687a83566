import { useQueryClient } from '@tanstack/react-query';
import { useAccountSession, type AccountUser } from '@ps/shared/account';
import { accountKeys } from '@ps/shared/entity-queries';

/**
 * The signed-in customer the step is for, or undefined for a guest and while nobody knows yet. A page
 * the server drew for a signed-in customer (decision 065) names them while the header's session check
 * is out (always, on the server and while hydrating), so both renders draw the same note.
 */
export function useSignedInCustomer(): AccountUser | undefined {
  const session = useAccountSession();
  const drawnFor = useQueryClient().getQueryData<AccountUser>(accountKeys.drawnFor);
  if (session.status === 'checking') return drawnFor;
  return session.status === 'signed-in' ? session.user : undefined;
}
