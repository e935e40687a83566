import styled from 'styled-components';
import { platformById, type ShareableContent } from '@ps/shared/social';
import { Button, toast } from '@ps/shared/ui';
import { ExternalLink } from '@ps/shared/kit';
import { canShareFromDevice, shareFromDevice } from './device-share';
import { useCopy } from './use-copy';
import { useCountShare } from './use-count-share';
import type { ShareAnswer } from './use-share';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

async function shareCaptionFromDevice(content: ShareableContent, caption: string, onShared: () => void) {
  const result = await shareFromDevice({ title: content.title, text: caption, url: content.url });
  if (result === 'shared') {
    onShared();
    toast({ title: 'Shared from your device', variant: 'success' });
  }
  if (result === 'failed') {
    toast({ title: 'Device sharing failed', description: 'Copy the caption instead.', variant: 'destructive' });
  }
}

interface Props {
  answer: ShareAnswer;
  content: ShareableContent;
}

/** How to finish each share: a web share page to open, or a caption for the app (through the device's share sheet where there is one). */
export function ShareResults({ answer, content }: Props) {
  const { copied, copy } = useCopy();
  const countShare = useCountShare();
  const deviceCanShare = canShareFromDevice();
  return (
    <section aria-labelledby="share-results-heading">
      <h3 id="share-results-heading">Finish sharing</h3>
      <List>
        {answer.outcomes.map((outcome) => {
          const name = platformById(outcome.platform).name;
          const isTikTok = outcome.platform === 'tiktok';
          return (
            <li key={outcome.platform}>
              {outcome.kind === 'link' ? (
                <>
                  <span>{name} has a web share page: open it to post.</span>
                  <ExternalLink href={outcome.url} look="solid" onClick={() => countShare(content, outcome.platform)}>
                    Open {name} share page
                  </ExternalLink>
                </>
              ) : (
                <>
                  <span>
                    {isTikTok && answer.tiktokCaptionCopied ? `${name}: caption copied. ` : `${name}: `}
                    {outcome.note}
                  </span>
                  {deviceCanShare && (
                    <Button
                      onClick={() =>
                        void shareCaptionFromDevice(content, outcome.caption, () =>
                          countShare(content, outcome.platform),
                        )
                      }
                    >
                      Share to {name} from this device
                    </Button>
                  )}
                  <Button
                    $variant={deviceCanShare ? 'secondary' : 'primary'}
                    onClick={() => void copy(outcome.platform, outcome.caption)}
                  >
                    {copied === outcome.platform ? 'Copied' : `Copy ${name} caption`}
                  </Button>
                  {isTikTok && answer.tiktokMediaUrl && (
                    <ExternalLink href={answer.tiktokMediaUrl}>Open the picture to upload</ExternalLink>
                  )}
                </>
              )}
            </li>
          );
        })}
      </List>
    </section>
  );
}
