import styled from 'styled-components';
import type { Shipment } from '@ps/shared/schemas';
import { VisuallyHidden } from '@ps/shared/ui';
import { InfoList } from './info-list';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px dashed ${({ theme }) => theme.color.border};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  a {
    color: ${({ theme }) => theme.color.accent};
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

/** Who carries the parcel and where to follow it, once it has shipped. */
export function ShipmentDetails({ shipment }: { shipment: Shipment }) {
  return (
    <Box data-testid="shipment">
      <h3>Shipped with {shipment.carrierName}</h3>
      <InfoList>
        <dt>Tracking number</dt>
        <dd>{shipment.trackingNumber}</dd>
      </InfoList>
      <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
        Follow your parcel on {shipment.carrierName}
        <span aria-hidden="true"> ↗</span>
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    </Box>
  );
}
