import styled from 'styled-components';
import type { StaffUser } from '@ps/shared/schemas';
import { Button, Container, toast } from '@ps/shared/ui';
import { useStaffSignOut } from '../../lib/staff-api/staff-session';

const Bar = styled.div`
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Role = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.info};
  font-size: 0.85rem;
  font-weight: 700;
  text-transform: capitalize;
`;

/** Who is signed in to the console, in what role, and the way out. */
export function StaffBar({ user }: { user: StaffUser }) {
  const signOut = useStaffSignOut();
  const leave = () =>
    signOut.mutate(undefined, {
      onError: () =>
        toast({ title: "Couldn't sign you out", description: 'Please try again.', variant: 'destructive' }),
    });
  return (
    <Bar aria-label="Staff session" role="region">
      <Inner>
        <p>
          Signed in as <strong>{user.name}</strong> ({user.email})<Role>{user.role}</Role>
        </p>
        <Button $variant="secondary" onClick={leave} disabled={signOut.isPending}>
          {signOut.isPending ? 'Signing out…' : 'Sign out'}
        </Button>
      </Inner>
    </Bar>
  );
}
