import { startAccountSession } from '@ps/shared/account-api';
import { useNavigate, useSearchParams } from '@ps/shared/router';
import type { AccountSessionResponse } from '@ps/shared/schemas';
import { nextPath } from './next-path';

/** Signs the customer in on this page, then goes where they were heading. */
export function useStartSession() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async (session: AccountSessionResponse) => {
    await startAccountSession(session);
    navigate(nextPath(params), { replace: true });
  };
}
