import { useAccountSession } from '@ps/shared/account';
import { NavLink } from '@ps/shared/router';
import styled from 'styled-components';
import { headerPill } from './header-pill';
import { UserMenu } from './user-menu';

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
  if (session.status === 'signed-in') return <UserMenu user={session.user} />;
  if (session.status === 'checking') return <Checking aria-hidden="true">Sign in</Checking>;
  return <SignInLink to="/account/sign-in">Sign in</SignInLink>;
}
