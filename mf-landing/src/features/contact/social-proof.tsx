import styled from 'styled-components';
import { useSocialProof } from '../../lib/social-proof';

const Line = styled.p`
  font-size: 0.9rem;
  &::before {
    content: '';
    display: inline-block;
    width: 8px;
    height: 8px;
    margin-right: ${({ theme }) => theme.space(2)};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.success};
  }
`;

/** "12 fans joined this week", counted by the server from real signups; silent when none did or it cannot load. */
export function SocialProof() {
  const socialProof = useSocialProof();
  if (socialProof.status !== 'success' || socialProof.data.joinedThisWeek === 0) return null;
  const { data } = socialProof;
  const fans = data.joinedThisWeek === 1 ? '1 fan' : `${data.joinedThisWeek.toLocaleString('en-US')} fans`;
  return <Line data-testid="social-proof">{fans} joined the Squad this week</Line>;
}
