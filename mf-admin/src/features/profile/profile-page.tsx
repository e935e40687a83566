import styled from 'styled-components';
import type { StaffUser } from '@ps/shared/console-schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Card } from '../../ui/card';
import { Facts } from '../../ui/facts';
import { PageHeading } from '../../ui/page-heading';
import { PasswordCard } from './password-card';
import { TwoFactorCard } from './two-factor-card';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The signed-in member's own account: who they are, two-factor and their password. */
export function ProfilePage({ user }: { user: StaffUser }) {
  usePageMeta({ title: 'Profile · Staff console', description: 'Your staff account, two-factor and password.' });
  return (
    <>
      <PageHeading>Profile</PageHeading>
      <Columns>
        <TwoFactorCard />
        <Side>
          <Card aria-labelledby="account-title">
            <h2 id="account-title">Your account</h2>
            <Facts>
              <dt>Name</dt>
              <dd>{user.name}</dd>
              <dt>E-mail</dt>
              <dd>{user.email}</dd>
              <dt>Role</dt>
              <dd>{user.role}</dd>
            </Facts>
          </Card>
          <PasswordCard />
        </Side>
      </Columns>
    </>
  );
}
