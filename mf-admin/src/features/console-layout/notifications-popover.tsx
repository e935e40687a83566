import styled from 'styled-components';
import { Popover } from './popover';

const Body = styled.div`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Notifications are not stored yet (issue 12), so the bell says exactly that and shows no sample items. */
export function NotificationsPopover() {
  return (
    <Popover label="Notifications" name="Notifications (none)">
      {() => (
        <Body>
          <h2>Notifications</h2>
          <p>
            No notifications. Alerts for new orders, low stock and fan photos are coming in a later release; the
            dashboard already lists recent orders and low stock.
          </p>
        </Body>
      )}
    </Popover>
  );
}
