import styled from 'styled-components';
import { formatPrice } from '@ps/shared/rules';
import { salePercent } from '../../lib/catalog-model/stock-status';
import { Badge } from './badge';

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  strong {
    color: ${({ theme }) => theme.color.accent};
    font-size: 1.15em;
  }
  s {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

interface Props {
  basePrice: number;
  salePrice: number | null;
  /** The chosen variant's price adjustment; above 0 shows PREMIUM. */
  priceAdjustment?: number;
}

export function PriceTag({ basePrice, salePrice, priceAdjustment = 0 }: Props) {
  const percent = salePercent(basePrice, salePrice);
  const current = (salePrice ?? basePrice) + priceAdjustment;
  return (
    <Row>
      <strong>{formatPrice(current)}</strong>
      {percent !== null && (
        <>
          <s aria-label={`was ${formatPrice(basePrice + priceAdjustment)}`}>
            {formatPrice(basePrice + priceAdjustment)}
          </s>
          <Badge $tone="panic">-{percent}%</Badge>
        </>
      )}
      {priceAdjustment > 0 && <Badge $tone="info">PREMIUM</Badge>}
    </Row>
  );
}
