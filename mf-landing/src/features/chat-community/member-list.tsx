import styled from 'styled-components';
import { Icon } from '../../ui/icon';
import type { ChatMember, MemberStatus } from './chat-community';
import { Muted, PlainList } from './chat-styles';
import { starIcon } from '../../ui/icon-paths/section-symbols';

const STATUS_COLOR: Record<MemberStatus, string> = {
  online: '#5be49b',
  idle: '#ffd23f',
  dnd: '#ff6b6b',
  offline: '#8a80a6',
};

const STATUS_LABEL: Record<MemberStatus, string> = {
  online: 'Online',
  idle: 'Idle',
  dnd: 'Do not disturb',
  offline: 'Offline',
};

const Item = styled.li`
  display: grid;
  grid-template-columns: 40px 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const Avatar = styled.span<{ $status: MemberStatus }>`
  position: relative;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surfaceRaised};
  font-weight: 800;
  font-size: 0.8rem;
  &::after {
    content: '';
    position: absolute;
    right: -2px;
    bottom: -2px;
    width: 12px;
    height: 12px;
    border: 2px solid ${({ theme }) => theme.color.surface};
    border-radius: 50%;
    background: ${({ $status }) => STATUS_COLOR[$status]};
  }
`;

const Role = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  margin-right: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: 0.7rem;
`;

export function MemberList({ members }: { members: readonly ChatMember[] }) {
  return (
    <PlainList>
      {members.map((member) => (
        <Item key={member.id}>
          <Avatar $status={member.status} aria-hidden="true">
            {member.avatar}
          </Avatar>
          <div>
            <strong>{member.username}</strong>
            <Muted>
              #{member.discriminator} · {STATUS_LABEL[member.status]}
              {member.isBot && ' · BOT'}
              {member.activity && ` · ${member.activity.type} ${member.activity.name}`}
            </Muted>
            <div>
              {member.roles.map((role) => (
                <Role key={role}>
                  {role === 'Band Member' && <Icon path={starIcon} size={12} />}
                  {role}
                </Role>
              ))}
            </div>
          </div>
        </Item>
      ))}
    </PlainList>
  );
}
