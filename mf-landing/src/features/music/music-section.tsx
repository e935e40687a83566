import { useState } from 'react';
import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import type { Release } from '@ps/shared/schemas';
import { Container, ErrorFallback, Skeleton } from '@ps/shared/ui';
import { TabList, TabPanel } from '@ps/shared/kit';
import { ComicPanel } from '../../ui/comic-panel';
import { SectionHeader } from '../../ui/section-header';
import { MusicBackdrop } from './music-backdrop';
import { usePlayingPreviewId } from './player/preview-coordinator';
import { INITIAL_VOLUME, audibleVolume, type VolumeState } from './player/volume';
import { useReleases } from '../../lib/releases';
import { ReleaseCard } from './release-card';
import { TrackList } from './track-list';
import { VolumeControl } from './volume-control';
import { Waveform } from './waveform';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(6)};
  ${media.lg} {
    grid-template-columns: 380px 1fr;
    align-items: start;
  }
`;

const Player = styled(ComicPanel)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
`;

const PlayerHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
    font-weight: 700;
  }
`;

const TABS_ID = 'releases';

const Empty = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

function ReleaseTabs({ releases }: { releases: readonly [Release, ...Release[]] }) {
  const [selectedId, setSelectedId] = useState(() => (releases.find((item) => item.featured) ?? releases[0]).slug);
  const [volume, setVolume] = useState<VolumeState>(INITIAL_VOLUME);
  const playingId = usePlayingPreviewId();
  const release = releases.find((candidate) => candidate.slug === selectedId) ?? releases[0];
  const playing = release.tracks.find((track) => track.id === playingId);

  return (
    <>
      {release.featured && <MusicBackdrop />}
      <TabList
        label="Releases"
        idPrefix={TABS_ID}
        tabs={releases.map((item) => ({ id: item.slug, label: `${item.title} (${item.releasedOn.slice(0, 4)})` }))}
        selectedId={release.slug}
        onSelect={setSelectedId}
      />
      <TabPanel idPrefix={TABS_ID} tabId={release.slug}>
        <Layout key={release.slug}>
          <ReleaseCard release={release} />
          <Player>
            <PlayerHead>
              <p aria-live="polite">{playing ? `Now previewing: ${playing.title}` : 'Pick a track to preview'}</p>
              <VolumeControl value={volume} onChange={setVolume} />
            </PlayerHead>
            <Waveform active={playing !== undefined} />
            <TrackList
              tracks={release.tracks}
              volume={audibleVolume(volume)}
              label={`${release.title} track previews`}
            />
          </Player>
        </Layout>
      </TabPanel>
    </>
  );
}

function Releases() {
  const releases = useReleases();
  if (releases.status === 'pending') {
    return <Skeleton role="status" aria-busy="true" aria-label="Loading the music" $height="640px" />;
  }
  if (releases.status === 'error') {
    return (
      <ErrorFallback
        title="No music right now"
        message="We could not load the releases. Try again in a moment."
        onRetry={releases.retry}
      />
    );
  }
  const [first, ...rest] = releases.data;
  if (!first) return <Empty>No releases yet.</Empty>;
  return <ReleaseTabs releases={[first, ...rest]} />;
}

export function MusicSection() {
  return (
    <Container>
      <SectionHeader id="music-title" kicker="Press play, panic later" title="Music">
        Hear a 30-second preview of a track, then follow the links to the whole release. A “Sketch preview” is a riff we
        generate from the song, not the studio recording.
      </SectionHeader>
      <Releases />
    </Container>
  );
}
