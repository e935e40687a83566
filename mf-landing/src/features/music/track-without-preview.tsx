import type { ReleaseTrack } from '@ps/shared/schemas';
import { formatMinutes } from '../../lib/format-clock';
import { Info, Popular, Row, Side } from './track-row-styles';

/** A track with no preview to play: its place in the list, with nothing to press. */
export function TrackWithoutPreview({ track, number }: { track: ReleaseTrack; number: number }) {
  return (
    <Row $active={false} data-testid="track-row" data-state="no-preview">
      <span aria-hidden="true" />
      <Info>
        <strong>
          {number}. {track.title}
          {track.popular && <Popular>POPULAR</Popular>}
        </strong>
      </Info>
      <Side>{formatMinutes(track.seconds)}</Side>
    </Row>
  );
}
