import styled from 'styled-components';
import type { Track } from '../../config/releases';
import { TrackRow } from './track-row';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

export function TrackList({ tracks, volume, label }: { tracks: readonly Track[]; volume: number; label: string }) {
  return (
    <List aria-label={label}>
      {tracks.map((track, index) => (
        <TrackRow key={track.id} track={track} number={index + 1} volume={volume} />
      ))}
    </List>
  );
}
