import styled from 'styled-components';
import { SHARING_PLATFORMS, type SharePlatform } from '@ps/shared/social';
import { Badge } from '@ps/shared/ui';

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Option = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.accent};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

interface Props {
  selected: readonly SharePlatform[];
  onToggle: (platform: SharePlatform) => void;
}

export function PlatformToggles({ selected, onToggle }: Props) {
  return (
    <fieldset>
      <legend>2. Pick platforms</legend>
      <Options>
        {SHARING_PLATFORMS.map((platform) => (
          <Option key={platform.id}>
            <input type="checkbox" checked={selected.includes(platform.id)} onChange={() => onToggle(platform.id)} />
            <span>
              <strong>{platform.name}</strong> {platform.optimal && <Badge $tone="success">Optimal</Badge>}
              <br />
              <small>
                {platform.format} · up to {platform.maxChars} characters · {platform.features.join(', ')}
              </small>
            </span>
          </Option>
        ))}
      </Options>
    </fieldset>
  );
}
