import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AdminOrderRow } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { Dialog } from '../../../ui/dialog';
import { ShipmentFields, type ShipmentInput } from '../status/shipment-fields';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

interface Props {
  orders: readonly AdminOrderRow[];
  busy: boolean;
  onClose: () => void;
  onShip: (shipments: ReadonlyMap<number, ShipmentInput>) => void;
}

/** Every parcel has its own tracking number, so each selected order gets its own pair of fields. */
export function BulkShipDialog({ orders, busy, onClose, onShip }: Props) {
  const [shipments, setShipments] = useState<ReadonlyMap<number, ShipmentInput>>(
    () => new Map(orders.map((order) => [order.id, { carrier: '', trackingNumber: '' }])),
  );
  const complete = [...shipments.values()].every((each) => each.carrier && each.trackingNumber.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShip(shipments);
  };
  return (
    <Dialog title={`Mark ${orders.length} orders as shipped`} onClose={onClose}>
      <Form onSubmit={submit}>
        {orders.map((order) => (
          <fieldset key={order.id}>
            <legend>{order.orderNumber}</legend>
            <ShipmentFields
              value={shipments.get(order.id) ?? { carrier: '', trackingNumber: '' }}
              onChange={(next) => setShipments(new Map(shipments).set(order.id, next))}
            />
          </fieldset>
        ))}
        <Button type="submit" disabled={!complete || busy}>
          {busy ? 'Shipping…' : 'Mark as Shipped'}
        </Button>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </Form>
    </Dialog>
  );
}
