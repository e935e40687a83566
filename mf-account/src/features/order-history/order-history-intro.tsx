import { Link } from '@ps/shared/router';
import styled from 'styled-components';
import type { OrdersOwner } from '../../lib/orders-api/get-orders';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  max-width: 60ch;
  min-height: 3em;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Says whose orders these are, so a guest knows why another device's orders are missing. */
export function OrderHistoryIntro({ owner }: { owner: OrdersOwner | undefined }) {
  if (!owner) return <Intro aria-hidden="true" />;
  if ('account' in owner) {
    return <Intro>Every order on your account, from any device, newest first. Track a parcel or grab a receipt.</Intro>;
  }
  return (
    <Intro>
      Every order placed from this browser, newest first.{' '}
      <Link to="/account/sign-in?next=%2Faccount%2Forders">Sign in</Link> to see your account&apos;s orders from any
      device.
    </Intro>
  );
}
