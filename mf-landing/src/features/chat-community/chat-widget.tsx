import { useId, useState } from 'react';
import styled from 'styled-components';
import { Skeleton } from '@ps/shared/ui';
import { TabList, TabPanel } from '@ps/shared/kit';
import { ChannelList } from './channel-list';
import { OVERVIEW_CHANNELS, OVERVIEW_EVENTS } from './chat-community';
import { ChatCounts } from './chat-counts';
import { ChatWidgetFrame } from './chat-widget-frame';
import { EventList } from './event-list';
import { MemberList } from './member-list';
import { useChatCommunity } from './use-chat-community';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'members', label: 'Members' },
  { id: 'channels', label: 'Channels' },
  { id: 'events', label: 'Events' },
] as const;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h4 {
    margin: 0;
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.1em;
  }
`;

/** The full chat-community widget: counts and tabs over the simulated server data. */
export function ChatWidget() {
  const data = useChatCommunity();
  const [tab, setTab] = useState<string>('overview');
  const prefix = useId();

  if (!data) return <Skeleton $height="420px" role="status" aria-label="Loading the community" />;

  const activeChannels = data.channels.filter((channel) => channel.isActive).slice(0, OVERVIEW_CHANNELS);
  return (
    <ChatWidgetFrame data={data} titleId={`${prefix}-title`}>
      <ChatCounts stats={data.stats} />
      <TabList label="Community" idPrefix={prefix} tabs={TABS} selectedId={tab} onSelect={setTab} />
      <TabPanel idPrefix={prefix} tabId={tab}>
        {tab === 'overview' && (
          <Stack>
            <h4>Active channels</h4>
            <ChannelList channels={activeChannels} />
            <h4>Upcoming events</h4>
            <EventList limit={OVERVIEW_EVENTS} />
          </Stack>
        )}
        {tab === 'members' && <MemberList members={data.members} />}
        {tab === 'channels' && <ChannelList channels={data.channels} />}
        {tab === 'events' && <EventList />}
      </TabPanel>
    </ChatWidgetFrame>
  );
}
