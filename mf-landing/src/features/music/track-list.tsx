import styled from 'styled-components';
import type { ReleaseTrack } from '@ps/shared/schemas';
import { isPlayable } from './playable-track';
import { TrackRow } from './track-row';
import { TrackWithoutPreview } from './track-without-preview';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

export function TrackList({
  tracks,
  volume,
  label,
}: {
  tracks: readonly ReleaseTrack[];
  volume: number;
  label: string;
}) {
  return (
    <List aria-label={label}>
      {tracks.map((track, index) =>
        isPlayable(track) ? (
          <TrackRow key={track.id} track={track} number={index + 1} volume={volume} />
        ) : (
          <TrackWithoutPreview key={track.id} track={track} number={index + 1} />
        ),
      )}
    </List>
  );
}
