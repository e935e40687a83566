import styled from 'styled-components';
import { formatMinutes } from '../../lib/format-clock';
import { Icon } from '../../ui/icon';
import { isAudible } from './player/player-state';
import { usePreviewPlayer } from './player/use-preview-player';
import type { PlayableTrack } from './playable-track';
import { Info, Popular, Row, Side } from './track-row-styles';
import { trackStatusLabel } from './track-status';
import { pauseIcon, playIcon } from '../../ui/icon-paths/page-controls';
import { stopIcon } from '../../ui/icon-paths/section-symbols';

const Round = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 2px solid #000;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  cursor: pointer;
`;

const Stop = styled(Round)`
  background: transparent;
  border-color: ${({ theme }) => theme.color.textMuted};
  color: ${({ theme }) => theme.color.text};
`;

const Status = styled.span<{ $error: boolean }>`
  font-size: 0.8rem;
  color: ${({ theme, $error }) => ($error ? theme.color.danger : theme.color.textMuted)};
`;

const Bar = styled.progress`
  display: block;
  width: 100%;
  height: 4px;
  margin-top: 4px;
  appearance: none;
  border: 0;
  background: ${({ theme }) => theme.color.border};
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.color.border};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.color.panic};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.color.panic};
  }
`;

export function TrackRow({ track, number, volume }: { track: PlayableTrack; number: number; volume: number }) {
  const { state, play, pause, stop } = usePreviewPlayer(track, volume);
  const audible = isAudible(state.status);
  const started = state.status !== 'idle' && state.status !== 'error';
  const action = state.status === 'error' ? 'Retry' : audible ? 'Pause' : 'Play';

  return (
    <Row $active={started} data-testid="track-row" data-state={state.status}>
      <Round
        type="button"
        onClick={() => void (audible ? pause() : play())}
        aria-label={`${action} preview of ${track.title}`}
      >
        <Icon path={audible ? pauseIcon : playIcon} />
      </Round>
      <Info>
        <strong>
          {number}. {track.title}
          {track.popular && <Popular>POPULAR</Popular>}
        </strong>
        <Status $error={state.status === 'error'} role="status">
          {trackStatusLabel(state, track.previewIsSketch)}
          {state.error && `: ${state.error}`}
        </Status>
        {started && (
          <Bar max={state.duration} value={state.currentTime} aria-label={`${track.title} preview progress`} />
        )}
      </Info>
      <Side>
        {started
          ? `${formatMinutes(state.currentTime)} / ${formatMinutes(state.duration)}`
          : formatMinutes(track.seconds)}
        {(state.status === 'playing' || state.status === 'paused' || state.status === 'loading') && (
          <Stop type="button" onClick={stop} aria-label={`Stop preview of ${track.title}`}>
            <Icon path={stopIcon} size={16} />
          </Stop>
        )}
      </Side>
    </Row>
  );
}
