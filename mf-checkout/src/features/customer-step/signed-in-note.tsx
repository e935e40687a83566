import styled from 'styled-components';
import type { AccountUser } from '@ps/shared/account';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Takes the guest toggle's place for a signed-in customer, in the form and in its placeholder alike. */
export function SignedInNote({ user }: { user: AccountUser }) {
  return <Note>Signed in as {user.email}: this order will be saved to your account.</Note>;
}
