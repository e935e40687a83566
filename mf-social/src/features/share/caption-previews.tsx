import styled from 'styled-components';
import { platformById, platformCaption, type SharePlatform } from '@ps/shared/social';
import { Button } from '@ps/shared/ui';
import { useCopy } from './use-copy';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
`;

const Preview = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

interface Props {
  platforms: readonly SharePlatform[];
  caption: string;
  hashtags: readonly string[];
}

/** What each platform will get, cut to its limit, with a copy button. */
export function CaptionPreviews({ platforms, caption, hashtags }: Props) {
  const { copied, copy } = useCopy();
  return (
    <List aria-label="Previews">
      {platforms.map((id) => {
        const platform = platformById(id);
        const text = platformCaption(id, caption, hashtags);
        return (
          <Preview key={id} data-testid={`preview-${id}`}>
            <strong>
              {platform.name} preview ({Array.from(text).length}/{platform.maxChars})
            </strong>
            <p>{text}</p>
            <Button $variant="secondary" onClick={() => void copy(id, text)} aria-live="polite">
              {copied === id ? 'Copied' : `Copy ${platform.name} text`}
            </Button>
          </Preview>
        );
      })}
    </List>
  );
}
