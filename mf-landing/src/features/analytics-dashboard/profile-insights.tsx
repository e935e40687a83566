import styled from 'styled-components';
import { useVisitorProfile } from '@ps/shared/tracking';

const Card = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.color.panic};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.4rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const TOP_INTERESTS = 3;

/** What the site has learned about this visitor; only with tracking consent. */
export function ProfileInsights() {
  const profile = useVisitorProfile();
  return (
    <Card aria-labelledby="insights-title">
      <h3 id="insights-title">Your Profile Insights</h3>
      {profile ? (
        <dl>
          <dt>Engagement level</dt>
          <dd>{profile.engagementLevel}</dd>
          <dt>Session count</dt>
          <dd>{profile.sessionCount}</dd>
          <dt>Top interests</dt>
          <dd>{profile.interests.slice(0, TOP_INTERESTS).join(', ') || 'Still getting to know you'}</dd>
          <dt>Conversion likelihood</dt>
          <dd>{Math.round(profile.conversionLikelihood * 100)}%</dd>
        </dl>
      ) : (
        <p>No insights yet: they appear once you allow tracking in Privacy settings.</p>
      )}
    </Card>
  );
}
