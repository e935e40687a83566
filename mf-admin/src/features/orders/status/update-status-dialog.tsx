import { CheckboxField, SelectField, TextAreaField } from '@ps/shared/form';
import {
  isBeforeShipping,
  ORDER_TRANSITIONS,
  type AdminOrderDetail,
  type OrderStatusChange,
} from '@ps/shared/console-schemas';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@ps/shared/schemas';
import { toast } from '@ps/shared/ui';
import { useServerForm } from '../../../lib/use-server-form';
import { FormDialog } from '../../../ui/form-dialog';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { ShipmentFields, type ShipmentInput } from './shipment-fields';

export type StatusTarget = Pick<AdminOrderDetail, 'id' | 'orderNumber' | 'status' | 'version'>;

interface Props {
  order: StatusTarget;
  onClose: () => void;
}

/** Opens on the order's current status and offers only the moves the server allows from it. */
export function UpdateStatusDialog({ order, onClose }: Props) {
  const update = useUpdateOrderStatus();
  const { values, change, set, fieldError, unplacedError } = useServerForm(
    () => ({
      status: order.status as OrderStatus,
      notes: '',
      carrier: '' as ShipmentInput['carrier'],
      trackingNumber: '',
      restock: isBeforeShipping(order.status),
    }),
    update,
  );
  const { status } = values;
  const next = ORDER_TRANSITIONS[order.status];

  const submit = () => {
    const change: OrderStatusChange = {
      status,
      expectedVersion: order.version,
      notes: values.notes.trim() || undefined,
      ...(status === 'shipped' ? { carrier: values.carrier || undefined, trackingNumber: values.trackingNumber } : {}),
      ...(status === 'refunded' ? { restock: values.restock } : {}),
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
    <FormDialog
      title={`Update status of ${order.orderNumber}`}
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="Failed to update order status"
      saving={update.isPending}
      canSubmit={status !== order.status}
      submitLabel="Update status"
      fieldWidth={320}
    >
      <SelectField
        label="Status"
        value={status}
        onChange={set('status')}
        hint={next.length === 0 ? 'This order is final: it cannot change any more.' : undefined}
      >
        <option value={order.status}>{ORDER_STATUS_NAMES[order.status]} (current)</option>
        {next.map((each) => (
          <option key={each} value={each}>
            {ORDER_STATUS_NAMES[each]}
          </option>
        ))}
      </SelectField>
      {status === 'shipped' && <ShipmentFields value={values} onChange={change} fieldError={fieldError} />}
      {status === 'refunded' && (
        <CheckboxField
          label="Put the items back in stock"
          checked={values.restock}
          onChange={(event) => change({ restock: event.target.checked })}
        />
      )}
      <TextAreaField label="Notes (staff only)" maxLength={500} rows={3} value={values.notes} onChange={set('notes')} />
    </FormDialog>
  );
}
