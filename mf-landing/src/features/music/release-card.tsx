import styled from 'styled-components';
import { track } from '@ps/shared/tracking';
import { Button, shareLink } from '@ps/shared/ui';
import { ExternalLink } from '@ps/shared/widgets';
import { ComicPanel } from '../../ui/comic-panel';
import { CoverArt } from '../../ui/cover-art';
import { Icon } from '../../ui/icon';
import type { Release } from '../../config/releases';
import { shareIcon } from '../../ui/icon-paths/section-symbols';

const Card = styled(ComicPanel)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  > svg {
    width: 100%;
    max-width: 360px;
    justify-self: center;
    border: 3px solid #000;
    box-shadow: 6px 6px 0 #000;
  }
  h3 {
    margin: 0;
    font-size: 2.4rem;
    color: ${({ theme }) => theme.color.accent};
  }
  p {
    margin: 0;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  span {
    padding: 2px ${({ theme }) => theme.space(2)};
    border: 2px solid currentColor;
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: 0.75rem;
    font-weight: 800;
    letter-spacing: 0.06em;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export function ReleaseCard({ release }: { release: Release }) {
  const clicked = (action: string) => track('click', { elementId: `${action}_${release.id}`, sectionName: 'music' });
  const share = () => {
    clicked('share');
    void shareLink({ title: `${release.title} by ${release.artist}`, url: release.spotifyUrl });
  };
  return (
    <Card>
      <CoverArt
        title={release.title}
        artist={release.artist}
        motif={release.cover.motif}
        background={release.cover.background}
        accent={release.cover.accent}
        alt={`Cover of ${release.title}`}
      />
      <Badges>
        {release.isNew && <span style={{ color: '#ff4f8b' }}>NEW</span>}
        {release.isFeatured && <span style={{ color: '#ffd23f' }}>FEATURED</span>}
        {release.genres.map((genre) => (
          <span key={genre} style={{ color: '#4fd1ff' }}>
            {genre}
          </span>
        ))}
      </Badges>
      <h3>{release.title}</h3>
      <Meta>
        {release.type === 'album' ? 'Album' : 'EP'} · {release.year} · {release.totalTracks} tracks ·{' '}
        {release.totalDuration}
      </Meta>
      <p>{release.description}</p>
      <Actions>
        <ExternalLink href={release.spotifyUrl} look="solid" onClick={() => clicked('full_album')}>
          Full Album
        </ExternalLink>
        {release.bandcampUrl && (
          <ExternalLink href={release.bandcampUrl} look="outline" onClick={() => clicked('download')}>
            Download
          </ExternalLink>
        )}
        <Button $variant="ghost" onClick={share} aria-label={`Share ${release.title}`}>
          <Icon path={shareIcon} /> Share
        </Button>
      </Actions>
    </Card>
  );
}
