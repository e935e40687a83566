import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { media } from '@ps/shared/theme';
import { Button, ErrorFallback, VisuallyHidden } from '@ps/shared/ui';
import { useMarkNotificationsRead, useStaffNotifications } from '../../lib/admin-api/staff-notifications';
import { NotificationItem } from './notification-item';
import { Popover } from './popover';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  width: 300px;
  max-width: 100%;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    max-height: min(60vh, 420px);
    overflow-y: auto;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Count = styled.span`
  min-width: 1.5em;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-size: 0.8rem;
  text-align: center;
`;

/* On a phone the word gives way to a bell, and the search keeps its room; screen readers hear the word. */
const Word = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  ${media.md} {
    position: static;
    width: auto;
    height: auto;
    clip-path: none;
  }
`;

const BellIcon = () => (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
    <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1z" />
  </svg>
);

const countText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** The bell: the signed-in member's own notifications, polled while the tab is visible. */
export function NotificationsPopover() {
  const notifications = useStaffNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const label = (
    <>
      {/* The name is the visible text plus "unread": "Notifications 3 unread", as speech control expects. */}
      <BellIcon />
      <Word>Notifications</Word>
      {unread > 0 ? (
        <>
          {' '}
          <Count data-testid="unread-count">
            {countText(unread)}
            <VisuallyHidden> unread</VisuallyHidden>
          </Count>
        </>
      ) : (
        <VisuallyHidden>(none unread)</VisuallyHidden>
      )}
    </>
  );

  return (
    <Popover label={label}>
      {(close) => (
        <Body>
          <header>
            <h2>Notifications</h2>
            <Button
              $variant="secondary"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate(undefined)}
            >
              Mark all read
            </Button>
          </header>
          {notifications.isError && (
            <ErrorFallback
              title="Couldn't load notifications"
              message={userErrorMessage(notifications.error, 'Please try again in a moment.')}
              onRetry={() => void notifications.refetch()}
            />
          )}
          {notifications.isPending && <p role="status">Loading notifications…</p>}
          {notifications.data?.notifications.length === 0 && (
            <p>No notifications yet. New orders, low stock, declined cards and fan photos show up here.</p>
          )}
          {notifications.data && notifications.data.notifications.length > 0 && (
            <ul aria-label="Latest notifications">
              {notifications.data.notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onOpen={(id) => {
                    if (!notification.read) markRead.mutate(id);
                    close();
                  }}
                />
              ))}
            </ul>
          )}
        </Body>
      )}
    </Popover>
  );
}
