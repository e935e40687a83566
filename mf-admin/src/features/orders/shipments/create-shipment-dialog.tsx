import { TextField } from '@ps/shared/form';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { toast } from '@ps/shared/ui';
import { useServerForm } from '../../../lib/use-server-form';
import { DialogFieldset, FormDialog, WideField } from '../../../ui/form-dialog';
import { useCreateOrderShipment } from '../api/create-order-shipment';
import { ShipmentFields, type ShipmentInput } from '../status/shipment-fields';
import { everythingLeft, itemName, parcelLines } from './parcel-lines';

interface Props {
  order: AdminOrderDetail;
  onClose: () => void;
}

/**
 * Sends some units of a processing order in one parcel: the units of each line still to ship
 * (all of them to start with), its carrier and tracking number. The customer is e-mailed its link.
 */
export function CreateShipmentDialog({ order, onClose }: Props) {
  const ship = useCreateOrderShipment();
  const { values, change, fieldError, unplacedError } = useServerForm(
    () => ({ units: everythingLeft(order), carrier: '' as ShipmentInput['carrier'], trackingNumber: '' }),
    ship,
  );
  const lines = parcelLines(values.units);

  const submit = () => {
    const shipment = {
      lines,
      carrier: values.carrier || undefined,
      trackingNumber: values.trackingNumber,
      expectedVersion: order.version,
    };
    ship.mutate(
      // The server names a missing carrier; the form sends what was typed.
      { id: order.id, shipment: shipment as Parameters<typeof ship.mutate>[0]['shipment'] },
      {
        onSuccess: ({ order: after }) => {
          const parcel = after.shipments.at(-1);
          toast({ title: `Parcel ${parcel?.number ?? ''} of ${order.orderNumber} is on its way` });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={`Ship items of ${order.orderNumber}`}
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="The shipment was not created"
      saving={ship.isPending}
      canSubmit={lines.length > 0}
      submitLabel="Ship these items"
      savingLabel="Shipping…"
      fieldWidth={320}
    >
      <WideField>
        <DialogFieldset>
          <legend>Units in this parcel</legend>
          {order.toShip.map((left) => {
            const index = lines.findIndex((line) => line.itemId === left.itemId);
            return (
              <TextField
                key={left.itemId}
                label={itemName(order, left.itemId)}
                hint={`${left.quantity} left to ship`}
                type="number"
                inputMode="numeric"
                min={0}
                max={left.quantity}
                step={1}
                value={values.units[left.itemId] ?? ''}
                placeholder="0"
                error={index >= 0 ? fieldError(`lines.${index}.quantity`) : undefined}
                onChange={(event) => change({ units: { ...values.units, [left.itemId]: event.target.value } })}
              />
            );
          })}
        </DialogFieldset>
      </WideField>
      <ShipmentFields value={values} onChange={change} fieldError={fieldError} />
    </FormDialog>
  );
}
