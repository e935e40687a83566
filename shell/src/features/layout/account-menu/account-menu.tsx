import { lazy, Suspense } from 'react';
import { useAccountSession } from '@ps/shared/account';
import { NavLink } from '@ps/shared/router';
import styled from 'styled-components';
import { headerPill } from './header-pill';

/** Only signed-in customers need the menu and sign-out, so a first visit to `/` never downloads them. */
const UserMenu = lazy(() => import('./user-menu'));

const SignInLink = styled(NavLink)`
  ${headerPill}
  &:hover,
  &.active {
    border-color: ${({ theme }) => theme.color.border};
  }
`;

const Checking = styled.span`
  ${headerPill}
  visibility: hidden;
`;

/** "Sign in" for visitors; the signed-in customer's name opens their menu. */
export function AccountMenu() {
  const session = useAccountSession();
  const checking = <Checking aria-hidden="true">Sign in</Checking>;
  if (session.status === 'signed-in') {
    return (
      <Suspense fallback={checking}>
        <UserMenu user={session.user} />
      </Suspense>
    );
  }
  if (session.status === 'checking') return checking;
  return <SignInLink to="/account/sign-in">Sign in</SignInLink>;
}
