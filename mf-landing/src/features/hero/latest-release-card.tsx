import styled from 'styled-components';
import { isNewRelease, RELEASE_TYPE_LABELS } from '@ps/shared/rules';
import { track } from '@ps/shared/tracking';
import { Skeleton } from '@ps/shared/ui';
import { useReleases } from '../../lib/releases';
import { ComicPanel } from '../../ui/comic-panel';
import { CoverArt } from '../../ui/cover-art';
import { ReleaseLinks } from '../../ui/release-links';

const Card = styled(ComicPanel)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 420px;
  background: rgb(31 25 48 / 92%);
  transform: rotate(1.5deg);
  h2 {
    margin: 0;
    font-size: 2rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Badge = styled.span`
  position: absolute;
  top: -16px;
  left: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  background: ${({ theme }) => theme.color.panic};
  color: #14101f;
  border: 2px solid #000;
  font-weight: 800;
  font-size: 0.8rem;
  letter-spacing: 0.12em;
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: 112px 1fr;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  svg {
    width: 112px;
    border: 3px solid #000;
  }
`;

const Services = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  &:empty {
    display: none;
  }
`;

/** The newest release that is out, as staff entered it; "new" only within its first 90 days. */
export function LatestReleaseCard() {
  const releases = useReleases();
  if (releases.status === 'pending') return <Skeleton $height="180px" $width="min(420px, 100%)" aria-hidden="true" />;
  if (releases.status === 'error') return null;
  const now = new Date();
  const latest = releases.data.find((release) => Date.parse(`${release.releasedOn}T00:00:00`) <= now.getTime());
  if (!latest) return null;
  return (
    <Card as="aside" aria-labelledby="latest-release-title" data-testid="latest-release">
      <Badge>{isNewRelease(latest.releasedOn, now) ? 'NEW RELEASE' : 'LATEST RELEASE'}</Badge>
      <Top>
        <CoverArt title={latest.title} artist={latest.artist} {...latest.cover} />
        <div>
          <h2 id="latest-release-title">{latest.title}</h2>
          <p>
            {RELEASE_TYPE_LABELS[latest.type]} ({latest.releasedOn.slice(0, 4)}) · {latest.tracks.length}{' '}
            {latest.tracks.length === 1 ? 'track' : 'tracks'}
          </p>
        </div>
      </Top>
      <Services>
        <ReleaseLinks
          links={latest.links}
          onOpen={(kind) => track('click', { elementId: `latest_${kind}`, sectionName: 'home' })}
        />
      </Services>
    </Card>
  );
}
