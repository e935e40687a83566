import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { CheckboxField, FieldError, SelectField, TextAreaField } from '@ps/shared/form';
import {
  isBeforeShipping,
  ORDER_TRANSITIONS,
  type AdminOrderDetail,
  type OrderStatusChange,
} from '@ps/shared/console-schemas';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@ps/shared/schemas';
import { Button, toast } from '@ps/shared/ui';
import { Dialog } from '../../../ui/dialog';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { ShipmentFields, type ShipmentInput } from './shipment-fields';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export type StatusTarget = Pick<AdminOrderDetail, 'id' | 'orderNumber' | 'status' | 'version'>;

interface Props {
  order: StatusTarget;
  onClose: () => void;
}

/** Opens on the order's current status and offers only the moves the server allows from it. */
export function UpdateStatusDialog({ order, onClose }: Props) {
  const update = useUpdateOrderStatus();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [notes, setNotes] = useState('');
  const [shipment, setShipment] = useState<ShipmentInput>({ carrier: '', trackingNumber: '' });
  const [restock, setRestock] = useState(isBeforeShipping(order.status));
  const next = ORDER_TRANSITIONS[order.status];
  const error = update.error instanceof ApiError ? update.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change: OrderStatusChange = {
      status,
      expectedVersion: order.version,
      notes: notes.trim() || undefined,
      ...(status === 'shipped'
        ? { carrier: shipment.carrier || undefined, trackingNumber: shipment.trackingNumber }
        : {}),
      ...(status === 'refunded' ? { restock } : {}),
    };
    update.mutate(
      { id: order.id, change },
      {
        onSuccess: () => {
          toast({ title: `Order ${order.orderNumber} is now ${ORDER_STATUS_NAMES[status]}` });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog title={`Update status of ${order.orderNumber}`} onClose={onClose}>
      <Fields onSubmit={submit} noValidate>
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus)}
          hint={next.length === 0 ? 'This order is final: it cannot change any more.' : undefined}
        >
          <option value={order.status}>{ORDER_STATUS_NAMES[order.status]} (current)</option>
          {next.map((each) => (
            <option key={each} value={each}>
              {ORDER_STATUS_NAMES[each]}
            </option>
          ))}
        </SelectField>
        {status === 'shipped' && <ShipmentFields value={shipment} onChange={setShipment} errors={error?.fields} />}
        {status === 'refunded' && (
          <CheckboxField
            label="Put the items back in stock"
            checked={restock}
            onChange={(event) => setRestock(event.target.checked)}
          />
        )}
        <TextAreaField
          label="Notes (staff only)"
          value={notes}
          maxLength={500}
          rows={3}
          onChange={(event) => setNotes(event.target.value)}
        />
        {error && <FieldError role="alert">{error.userMessage('Failed to update order status')}</FieldError>}
        <Actions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={status === order.status || update.isPending}>
            {update.isPending ? 'Saving…' : 'Update status'}
          </Button>
        </Actions>
      </Fields>
    </Dialog>
  );
}
