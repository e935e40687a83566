import { Link } from '@ps/shared/router';
import type { StaffUser } from '@ps/shared/console-schemas';
import styled from 'styled-components';
import { toast } from '@ps/shared/ui';
import { PROFILE_PAGE } from '../../config/admin-sections';
import { useStaffSignOut } from '../../lib/staff-api/staff-session';
import { Popover } from './popover';

const Who = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.85rem;
  overflow-wrap: anywhere;
  strong {
    display: block;
    color: ${({ theme }) => theme.color.text};
  }
`;

const Action = styled.button`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

/** Who is signed in, in what role, their profile and the way out. */
export function StaffMenu({ user }: { user: StaffUser }) {
  const signOut = useStaffSignOut();
  const leave = () =>
    signOut.mutate(undefined, {
      onError: () =>
        toast({ title: "Couldn't sign you out", description: 'Please try again.', variant: 'destructive' }),
    });
  return (
    <Popover label={<span>{user.name}</span>} name={`Staff account: ${user.name}`}>
      {(close) => (
        <>
          <Who>
            <strong>{user.name}</strong>
            {user.email} · <span data-testid="staff-role">{user.role}</span>
          </Who>
          <Action as={Link} to={PROFILE_PAGE.to} onClick={close}>
            {PROFILE_PAGE.label}
          </Action>
          <Action type="button" onClick={leave} disabled={signOut.isPending}>
            {signOut.isPending ? 'Signing out…' : 'Sign out'}
          </Action>
        </>
      )}
    </Popover>
  );
}
