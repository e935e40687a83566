import styled from 'styled-components';
import { isNewRelease, RELEASE_TYPE_LABELS, totalRunningTime } from '@ps/shared/rules';
import type { Release } from '@ps/shared/schemas';
import { track } from '@ps/shared/tracking';
import { Button, shareLink } from '@ps/shared/ui';
import { ComicPanel } from '../../ui/comic-panel';
import { CoverArt } from '../../ui/cover-art';
import { Icon } from '../../ui/icon';
import { ReleaseLinks } from '../../ui/release-links';
import { shareIcon } from '../../ui/icon-paths/section-symbols';
import { releaseDay } from './release-day';

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
  const clicked = (action: string) => track('click', { elementId: `${action}_${release.slug}`, sectionName: 'music' });
  const share = () => {
    clicked('share');
    void shareLink({ title: `${release.title} by ${release.artist}`, url: `${window.location.origin}/#music` });
  };
  return (
    <Card data-testid="release-card">
      <CoverArt
        title={release.title}
        artist={release.artist}
        motif={release.cover.motif}
        background={release.cover.background}
        accent={release.cover.accent}
        alt={`Cover of ${release.title}`}
      />
      <Badges>
        {isNewRelease(release.releasedOn, new Date()) && <span style={{ color: '#ff4f8b' }}>NEW</span>}
        {release.featured && <span style={{ color: '#ffd23f' }}>FEATURED</span>}
        {release.genres.map((genre) => (
          <span key={genre} style={{ color: '#4fd1ff' }}>
            {genre}
          </span>
        ))}
      </Badges>
      <h3>{release.title}</h3>
      <Meta>
        {RELEASE_TYPE_LABELS[release.type]} ·{' '}
        <time dateTime={release.releasedOn}>{releaseDay(release.releasedOn)}</time> · {release.tracks.length}{' '}
        {release.tracks.length === 1 ? 'track' : 'tracks'} · {totalRunningTime(release.tracks)}
      </Meta>
      {release.description && <p>{release.description}</p>}
      <Actions>
        <ReleaseLinks links={release.links} onOpen={clicked} />
        <Button $variant="ghost" onClick={share} aria-label={`Share ${release.title}`}>
          <Icon path={shareIcon} /> Share
        </Button>
      </Actions>
    </Card>
  );
}
