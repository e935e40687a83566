import { useId } from 'react';
import styled from 'styled-components';
import { Icon } from '../../ui/icon';
import { audibleVolume, setVolume, toggleMute, VOLUME_STEP, type VolumeState } from './player/volume';
import { muteIcon, volumeIcon } from '../../ui/icon-paths/section-symbols';

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  input {
    width: 120px;
    min-height: 44px;
    accent-color: ${({ theme }) => theme.color.panic};
  }
`;

const Mute = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

export function VolumeControl({ value, onChange }: { value: VolumeState; onChange: (next: VolumeState) => void }) {
  const id = useId();
  const silent = audibleVolume(value) === 0;
  return (
    <Group>
      <Mute
        type="button"
        onClick={() => onChange(toggleMute(value))}
        aria-label={silent ? 'Unmute previews' : 'Mute previews'}
      >
        <Icon path={silent ? muteIcon : volumeIcon} />
      </Mute>
      <label htmlFor={id} style={{ fontSize: '0.85rem' }}>
        Volume
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={1}
        step={VOLUME_STEP}
        value={audibleVolume(value)}
        onChange={(event) => onChange(setVolume(value, Number(event.target.value)))}
        aria-valuetext={`${Math.round(audibleVolume(value) * 100)}%`}
      />
    </Group>
  );
}
