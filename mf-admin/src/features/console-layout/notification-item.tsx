import styled from 'styled-components';
import { Link } from '@ps/shared/router';
import type { StaffNotification } from '@ps/shared/console-schemas';
import { VisuallyHidden } from '@ps/shared/ui';
import { formatDateTime } from '../../ui/format';

const Item = styled.li<{ $unread: boolean }>`
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.color.accent : 'transparent')};
  a,
  div {
    display: grid;
    gap: 2px;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  strong {
    font-weight: ${({ $unread }) => ($unread ? 800 : 600)};
    overflow-wrap: anywhere;
  }
  span,
  time {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
`;

interface Props {
  notification: StaffNotification;
  /** Marks it read and closes the panel. */
  onOpen: (id: string) => void;
}

/** One notification: a link to the order or product it is about, when there is one. */
export function NotificationItem({ notification, onOpen }: Props) {
  const { id, title, body, link, createdAt, read } = notification;
  const content = (
    <>
      <strong>
        {!read && <VisuallyHidden>Unread: </VisuallyHidden>}
        {title}
      </strong>
      <span>{body}</span>
      <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
    </>
  );
  return (
    <Item $unread={!read}>
      {link ? (
        <Link to={link} onClick={() => onOpen(id)}>
          {content}
        </Link>
      ) : (
        <div>{content}</div>
      )}
    </Item>
  );
}
