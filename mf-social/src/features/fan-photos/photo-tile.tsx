import styled from 'styled-components';
import { fanPhotoBadge, type FanPhoto } from '@ps/shared/social';
import { Badge, type BadgeTone } from '@ps/shared/ui';
import { Muted, PanelCard } from '../../ui/panel-card';

const TONES: Record<NonNullable<ReturnType<typeof fanPhotoBadge>>, BadgeTone> = {
  VIRAL: 'panic',
  TRENDING: 'warning',
  POPULAR: 'info',
};

const Tile = styled(PanelCard)`
  padding: 0 0 ${({ theme }) => theme.space(3)};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  > :not(img) {
    margin-inline: ${({ theme }) => theme.space(3)};
  }
`;

const Row = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

export function PhotoTile({ photo }: { photo: FanPhoto }) {
  const badge = fanPhotoBadge(photo.viralScore);
  return (
    <Tile>
      <img src={photo.thumbnailUrl} alt={`Fan photo by ${photo.submitterName}: ${photo.caption}`} loading="lazy" />
      <Row>
        {badge && <Badge $tone={TONES[badge]}>{badge}</Badge>}
        {photo.isSample && <Badge $tone="neutral">Sample</Badge>}
      </Row>
      <p>{photo.caption}</p>
      <Muted>
        {photo.submitterName}
        {photo.submitterHandle ? ` (${photo.submitterHandle})` : ''}
        {photo.location ? ` · ${photo.location}` : ''} · {photo.likeCount.toLocaleString('en-US')} likes
      </Muted>
    </Tile>
  );
}
