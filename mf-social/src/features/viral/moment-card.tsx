import { useId, useState } from 'react';
import styled from 'styled-components';
import type { ViralMoment } from '@ps/shared/social';
import { Badge } from '@ps/shared/ui';
import { compactNumber, postAge } from '../../lib/post-rules';
import { SCORE_BAND_COLORS, scoreBand, VIRAL_BADGE_SCORE } from '../../lib/score-band';
import { PanelCard } from '../../ui/panel-card';

const Card = styled(PanelCard)<{ $band: string }>`
  grid-template-columns: 96px 1fr;
  align-items: start;
  border-left: 8px solid ${({ $band }) => $band};
  img {
    width: 96px;
    height: 96px;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h3 {
    margin: 0;
  }
`;

const Score = styled.span<{ $band: string }>`
  font-weight: 800;
  color: ${({ $band }) => $band};
`;

const Expand = styled.button`
  justify-self: start;
  min-height: 44px;
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`;

const Details = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  &[hidden] {
    display: none;
  }
  p,
  blockquote {
    margin: 0;
  }
`;

export function MomentCard({ moment }: { moment: ViralMoment }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const { metrics } = moment;
  const band = SCORE_BAND_COLORS[scoreBand(metrics.viralScore)];
  return (
    <Card $band={band}>
      <img src={moment.thumbnailUrl} alt="" width={96} height={96} loading="lazy" />
      <div>
        <h3>
          {moment.title} {metrics.viralScore >= VIRAL_BADGE_SCORE && <Badge $tone="panic">VIRAL</Badge>}
        </h3>
        <p>
          <Score $band={band}>Viral score {metrics.viralScore}</Score> · {compactNumber(metrics.views)} views ·{' '}
          {metrics.engagementRate}% engagement · {moment.platform} · {postAge(moment.createdAt)}
        </p>
        <Expand aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Hide details' : 'Show details'}
        </Expand>
      </div>
      <Details id={detailsId} hidden={!expanded}>
        <p>{moment.description}</p>
        <p>
          {compactNumber(metrics.likes)} likes · {compactNumber(metrics.shares)} shares ·{' '}
          {compactNumber(metrics.comments)} comments · {compactNumber(metrics.saves)} saves · growing{' '}
          {metrics.growthRate}% a day
        </p>
        <p>
          Estimated reach {compactNumber(moment.estimatedReach)} · TikTok potential {moment.tiktokPotential}/100 ·
          peaked {postAge(moment.peakTime).toLowerCase()}
        </p>
        <p>
          Audience: {moment.audienceDemographics.locations.join(', ')}; into{' '}
          {moment.audienceDemographics.interests.join(', ')}
        </p>
        {moment.shareableQuotes.map((quote) => (
          <blockquote key={quote}>“{quote}”</blockquote>
        ))}
        <p>{moment.hashtags.map((tag) => `#${tag}`).join(' ')}</p>
      </Details>
    </Card>
  );
}
