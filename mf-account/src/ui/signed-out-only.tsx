import type { ReactNode } from 'react';
import { useAccountSession } from '@ps/shared/account';
import { Navigate, useSearchParams } from '@ps/shared/router';
import { nextPath } from '../lib/account-flow/next-path';

/** Sign-in and registration are for visitors; a signed-in customer goes on to where they were heading. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const session = useAccountSession();
  const [params] = useSearchParams();
  if (session.status === 'signed-in') return <Navigate to={nextPath(params)} replace />;
  return children;
}
