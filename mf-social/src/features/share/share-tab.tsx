import { useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_SHARE_PLATFORMS, type SharePlatform } from '@ps/shared/social';
import { track } from '@ps/shared/tracking';
import { Button, Skeleton } from '@ps/shared/ui';
import { useShareableContent } from '../../api/get-shareable-content';
import { FeedError } from '../../ui/feed-error';
import { Muted, SectionTitle } from '../../ui/panel-card';
import { CaptionPreviews } from './caption-previews';
import { ContentPicker } from './content-picker';
import { PlatformToggles } from './platform-toggles';
import { ShareResults } from './share-results';
import { useShare } from './use-share';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
  legend {
    font-weight: 800;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  textarea {
    width: 100%;
    min-height: 96px;
    padding: ${({ theme }) => theme.space(3)};
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const SECTION = 'social-share';
const NO_PLATFORM = 'Select Platforms: Please select at least one platform to share to.';

export function ShareTab() {
  const content = useShareableContent();
  const share = useShare();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [platforms, setPlatforms] = useState<SharePlatform[]>([...DEFAULT_SHARE_PLATFORMS]);
  const [caption, setCaption] = useState('');

  if (content.isPending) return <Skeleton aria-busy="true" aria-label="Loading the share tool" $height="480px" />;
  if (content.isError) return <FeedError what="the share tool" onRetry={() => void content.refetch()} />;
  const items = content.data.content;
  const selected = items.find((item) => item.id === chosenId) ?? items[0];
  if (!selected) return <Muted>Nothing is available to share right now.</Muted>;

  const toggle = (platform: SharePlatform) => {
    setPlatforms((current) =>
      current.includes(platform) ? current.filter((id) => id !== platform) : [...current, platform],
    );
    track('form_interaction', { elementId: `share-platform-${platform}`, sectionName: SECTION });
  };

  const submit = () => {
    if (platforms.length === 0) return;
    track('click', { elementId: 'share-submit', sectionName: SECTION, metadata: { platforms } });
    share.send({ content: selected, platforms, customCaption: caption.trim() || undefined });
  };

  return (
    <section aria-labelledby="share-heading">
      <SectionTitle id="share-heading">Share</SectionTitle>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ContentPicker
          content={items}
          selectedId={selected.id}
          onSelect={(id) => {
            setChosenId(id);
            share.clear();
          }}
        />
        <PlatformToggles selected={platforms} onToggle={toggle} />
        <label>
          <strong>3. Custom caption (optional)</strong>
          <textarea
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            onBlur={() => track('form_interaction', { elementId: 'share-caption', sectionName: SECTION })}
            placeholder={selected.description}
          />
        </label>
        <CaptionPreviews
          platforms={platforms}
          caption={caption.trim() || selected.description}
          hashtags={selected.hashtags}
        />
        {platforms.length === 0 && <Muted role="status">{NO_PLATFORM}</Muted>}
        <Button type="submit" disabled={platforms.length === 0 || share.isPending}>
          {share.isPending ? 'Sharing…' : 'Share'}
        </Button>
      </Form>
      {share.answer && <ShareResults answer={share.answer} content={selected} />}
    </section>
  );
}
