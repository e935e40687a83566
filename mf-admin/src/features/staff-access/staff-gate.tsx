import type { ReactNode } from 'react';
import type { StaffUser } from '@ps/shared/console-schemas';
import { ErrorFallback, PageLoader } from '@ps/shared/ui';
import { useStaffSession } from '../../lib/staff-api/staff-session';
import { StaffSignInPage } from './staff-sign-in-page';
import { StaffTwoFactorPage } from './staff-two-factor-page';

interface Props {
  children: (user: StaffUser) => ReactNode;
  /** Instead of the console while an admin requires two-factor this member has not set up. */
  enrolment: ReactNode;
}

/**
 * The console for signed-in staff; the sign-in (then its two-factor step) for anyone else.
 * The server checks every call too.
 */
export function StaffGate({ children, enrolment }: Props) {
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
  const { user, nextStep } = session.data;
  if (!user) return nextStep === 'two-factor' ? <StaffTwoFactorPage /> : <StaffSignInPage />;
  if (nextStep === 'enrol-two-factor') return enrolment;
  return children(user);
}
