import styled from 'styled-components';
import { platformById } from '@ps/shared/social';
import { Button } from '@ps/shared/ui';
import { ExternalLink } from '@ps/shared/widgets';
import { useCopy } from './use-copy';
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

/** How to finish each share: a web share page to open, or a caption to paste in the app. */
export function ShareResults({ answer }: { answer: ShareAnswer }) {
  const { copied, copy } = useCopy();
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
                  <ExternalLink href={outcome.url} look="solid">
                    Open {name} share page
                  </ExternalLink>
                </>
              ) : (
                <>
                  <span>
                    {isTikTok && answer.tiktokCaptionCopied ? `${name}: caption copied. ` : `${name}: `}
                    {outcome.note}
                  </span>
                  <Button onClick={() => void copy(outcome.platform, outcome.caption)}>
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
