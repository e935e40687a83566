import styled from 'styled-components';
import { usePublicSettings } from './get-public-settings';

const Seller = styled.section`
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(4)};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.textMuted};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1rem;
    color: ${({ theme }) => theme.color.text};
  }
  address {
    font-style: normal;
    white-space: pre-line;
  }
`;

/** Who sold the order and where they are, as the shop's settings say: part of every receipt. */
export function ShopAddress() {
  const { data } = usePublicSettings();
  if (!data) return null;
  return (
    <Seller aria-labelledby="receipt-seller" data-testid="shop-address">
      <h2 id="receipt-seller">Sold by {data.shopName}</h2>
      <address>{data.shopAddress}</address>
    </Seller>
  );
}
