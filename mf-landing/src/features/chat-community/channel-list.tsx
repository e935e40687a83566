import styled from 'styled-components';
import { Icon } from '../../ui/icon';
import { voiceCapacity, type ChatChannel } from './chat-community';
import { Muted, PlainList } from './chat-styles';
import { volumeIcon } from '../../ui/icon-paths/section-symbols';

const Item = styled.li<{ $active: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme, $active }) => ($active ? theme.color.success : theme.color.border)};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export function ChannelList({ channels }: { channels: readonly ChatChannel[] }) {
  return (
    <PlainList>
      {channels.map((channel) => (
        <Item key={channel.id} $active={channel.isActive}>
          <span>
            {channel.type === 'text' ? '# ' : <Icon path={volumeIcon} size={14} label="Voice channel" />} {channel.name}
          </span>
          <Muted>
            {channel.type === 'voice'
              ? `${channel.memberCount}/${voiceCapacity(channel.memberCount)} in voice`
              : `${channel.memberCount} chatting`}
            {channel.isActive ? ' · active' : ''}
          </Muted>
        </Item>
      ))}
    </PlainList>
  );
}
