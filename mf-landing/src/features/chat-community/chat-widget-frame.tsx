import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ComicPanel } from '../../ui/comic-panel';
import { ExternalLink } from '@ps/shared/kit';
import { serverLevel, type ChatCommunity } from './chat-community';
import { SampleBadge } from '../../ui/sample-badge';

const Panel = styled(ComicPanel)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: 1.6rem;
  }
`;

const Level = styled.span`
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.panic};
`;

interface Props {
  data: ChatCommunity;
  titleId: string;
  children: ReactNode;
}

/** Title, level, the sample-data label and the join button that both widget modes share. */
export function ChatWidgetFrame({ data, titleId, children }: Props) {
  return (
    <Panel as="article" aria-labelledby={titleId} data-testid="chat-widget">
      <Head>
        <div>
          <h3 id={titleId}>{data.serverName}</h3>
          <Level>
            Server level {serverLevel(data.stats.serverBoosts)} · {data.stats.serverBoosts} boosts
          </Level>
        </div>
        <SampleBadge title="This widget shows sample data, not live server numbers">Preview · sample data</SampleBadge>
      </Head>
      {children}
      <ExternalLink href={data.inviteUrl} look="solid">
        Join Server
      </ExternalLink>
    </Panel>
  );
}
