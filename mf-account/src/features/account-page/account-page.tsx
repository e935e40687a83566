import { useState } from 'react';
import { useAccountSession } from '@ps/shared/account';
import { Navigate } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { ButtonLink, Container, PageLoader } from '@ps/shared/ui';
import styled from 'styled-components';
import { useProfile } from '../../lib/profile-api/get-profile';
import { forgetDeletedAccount } from '../../lib/profile-api/privacy';
import { FormOutcome } from '../../ui/form-outcome';
import { PageTitle } from '../../ui/page-title';
import { AccountNav } from './account-nav';
import { AddressBookCard } from './address-book/address-book-card';
import { EmailCard } from './email-card';
import { NameCard } from './name-card';
import { PasswordCard } from './password-card';
import { PrivacyCard } from './privacy-card';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 40rem;
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

/** The signed-in customer's own page (issue 27 item 8); a visitor is sent to sign in and back. */
export function AccountPage() {
  usePageMeta({
    title: 'Your account',
    description: 'Your Panic Squad account: name, e-mail, password, addresses and privacy.',
  });
  const session = useAccountSession();
  const profile = useProfile(session.status === 'signed-in');
  const [deleted, setDeleted] = useState<string | null>(null);

  if (deleted) {
    return (
      <main>
        <Container>
          <PageTitle>Account deleted</PageTitle>
          <Sections>
            <FormOutcome message={deleted}>
              <ButtonLink to="/">Back to the home page</ButtonLink>
            </FormOutcome>
          </Sections>
        </Container>
      </main>
    );
  }
  if (session.status === 'signed-out') return <Navigate to="/account/sign-in?next=%2Faccount" replace />;
  return (
    <main>
      <Container>
        <PageTitle>Your account</PageTitle>
        <AccountNav />
        {profile.data ? (
          <Sections>
            <NameCard profile={profile.data} />
            <EmailCard profile={profile.data} />
            <PasswordCard />
            <AddressBookCard />
            <PrivacyCard
              profile={profile.data}
              onDeleted={(message) => {
                setDeleted(message);
                forgetDeletedAccount();
              }}
            />
          </Sections>
        ) : profile.isError ? (
          <p role="alert">We couldn&apos;t load your account just now. Please reload the page.</p>
        ) : (
          <PageLoader />
        )}
      </Container>
    </main>
  );
}
