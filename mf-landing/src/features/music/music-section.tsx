import { useState } from 'react';
import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { Container } from '@ps/shared/ui';
import { TabList, TabPanel } from '@ps/shared/widgets';
import { ComicPanel } from '../../ui/comic-panel';
import { SectionHeader } from '../../ui/section-header';
import { MusicBackdrop } from './music-backdrop';
import { usePlayingPreviewId } from './player/preview-coordinator';
import { INITIAL_VOLUME, audibleVolume, type VolumeState } from './player/volume';
import { RELEASES } from '../../config/releases';
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

export function MusicSection() {
  const [selectedId, setSelectedId] = useState(RELEASES[0]!.id);
  const [volume, setVolume] = useState<VolumeState>(INITIAL_VOLUME);
  const playingId = usePlayingPreviewId();
  const release = RELEASES.find((candidate) => candidate.id === selectedId) ?? RELEASES[0]!;
  const playing = release.tracks.find((track) => track.id === playingId);

  return (
    <Container>
      {release.isFeatured && <MusicBackdrop aria-hidden="true" />}
      <SectionHeader id="music-title" kicker="Press play, panic later" title="Music">
        Hear a 30-second sketch of any track (a riff we generate from the song, not the studio recording), then take the
        whole album with you.
      </SectionHeader>
      <TabList
        label="Releases"
        idPrefix={TABS_ID}
        tabs={RELEASES.map((item) => ({ id: item.id, label: `${item.title} (${item.year})` }))}
        selectedId={release.id}
        onSelect={setSelectedId}
      />
      <TabPanel idPrefix={TABS_ID} tabId={release.id}>
        <Layout key={release.id}>
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
    </Container>
  );
}
