import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { Link } from '@ps/shared/router';
import { Button } from '@ps/shared/ui';
import { Panel } from '../../ui/panel';
import { useSetStaffPolicy } from './api/set-staff-policy';

/** The list's panel follows straight after; the gap keeps the two boxes apart. */
const PolicyPanel = styled(Panel)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    max-width: 60ch;
  }
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 700;
`;

const FAILURE = "We couldn't change the two-factor rule just now. Please try again.";

/** The admin's switch: with it on, members without two-factor must set it up before anything else. */
export function TwoFactorPolicy({ required }: { required: boolean }) {
  const policy = useSetStaffPolicy();
  return (
    <PolicyPanel aria-labelledby="two-factor-policy-title">
      <h2 id="two-factor-policy-title">Two-factor for all staff</h2>
      <Row>
        <p>
          {required
            ? 'Required: members without two-factor are sent to set it up when they sign in, and can do nothing else until they have.'
            : 'Optional: each member chooses on their Profile page whether to use an authenticator app.'}
        </p>
        <Button
          $variant={required ? 'secondary' : 'primary'}
          disabled={policy.isPending}
          onClick={() => policy.mutate({ requireTwoFactor: !required })}
        >
          {required ? 'Stop requiring two-factor' : 'Require two-factor for all staff'}
        </Button>
      </Row>
      {policy.isError && (
        <Problem role="alert">
          {userErrorMessage(policy.error, FAILURE)} <Link to="/admin/profile">Open your Profile</Link>
        </Problem>
      )}
    </PolicyPanel>
  );
}
