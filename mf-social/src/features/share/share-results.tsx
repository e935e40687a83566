import styled from 'styled-components';
import { platformById, type ShareOutcome } from '@ps/shared/social';
import { Button } from '@ps/shared/ui';
import { ExternalLink } from '@ps/shared/widgets';
import { useCopy } from './use-copy';

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
export function ShareResults({ outcomes }: { outcomes: readonly ShareOutcome[] }) {
  const { copied, copy } = useCopy();
  return (
    <section aria-labelledby="share-results-heading">
      <h3 id="share-results-heading">Finish sharing</h3>
      <List>
        {outcomes.map((outcome) => {
          const name = platformById(outcome.platform).name;
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
                    {name}: {outcome.note}
                  </span>
                  <Button onClick={() => void copy(outcome.platform, outcome.caption)}>
                    {copied === outcome.platform ? 'Copied' : `Copy ${name} caption`}
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </List>
    </section>
  );
}
