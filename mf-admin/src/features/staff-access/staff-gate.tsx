import type { ReactNode } from 'react';
import type { StaffUser } from '@ps/shared/schemas';
import { ErrorFallback, PageLoader } from '@ps/shared/ui';
import { useStaffSession } from '../../lib/staff-api/staff-session';
import { StaffSignInPage } from './staff-sign-in-page';

/** The console for signed-in staff; the staff sign-in for anyone else. The server checks every call too. */
export function StaffGate({ children }: { children: (user: StaffUser) => ReactNode }) {
  const session = useStaffSession();
  if (session.isPending) return <PageLoader label="Checking your staff session…" />;
  if (session.isError) {
    return (
      <ErrorFallback
        title="Can't reach the staff console"
        message="We couldn't check your staff session. Please try again."
        onRetry={() => void session.refetch()}
      />
    );
  }
  if (!session.data.user) return <StaffSignInPage />;
  return children(session.data.user);
}
