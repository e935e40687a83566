import styled from 'styled-components';
import type { ShareableContent } from '@ps/shared/social';
import { compactNumber } from '../../lib/post-rules';

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
    box-shadow: 3px 3px 0 #000;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

interface Props {
  content: readonly ShareableContent[];
  selectedId: string;
  onSelect: (id: string) => void;
}

export function ContentPicker({ content, selectedId, onSelect }: Props) {
  return (
    <fieldset>
      <legend>1. Choose what to share</legend>
      <Options>
        {content.map((item) => (
          <Option key={item.id}>
            <input
              type="radio"
              name="share-content"
              value={item.id}
              checked={item.id === selectedId}
              onChange={() => onSelect(item.id)}
            />
            <span>
              <strong>{item.title}</strong>
              <br />
              <small>
                {item.type} · {compactNumber(item.stats.shares)} shares · {compactNumber(item.stats.likes)} likes ·{' '}
                {compactNumber(item.stats.comments)} comments
              </small>
            </span>
          </Option>
        ))}
      </Options>
    </fieldset>
  );
}
