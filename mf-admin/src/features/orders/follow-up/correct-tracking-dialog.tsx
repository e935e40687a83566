import { useState, type FormEvent } from 'react';
import { ApiError } from '@ps/shared/api';
import { CheckboxField, FieldError } from '@ps/shared/form';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import type { Shipment } from '@ps/shared/schemas';
import { Button, toast } from '@ps/shared/ui';
import { Dialog } from '../../../ui/dialog';
import { DialogActions } from '../../../ui/confirm-dialog';
import { DialogForm } from '../../../ui/dialog-form';
import { useCorrectShipment } from '../api/correct-shipment';
import { ShipmentFields, type ShipmentInput } from '../status/shipment-fields';

interface Props {
  order: AdminOrderDetail;
  shipment: Shipment;
  onClose: () => void;
}

/** Fixes a mistyped carrier or tracking number of a shipped order; the customer can be told again. */
export function CorrectTrackingDialog({ order, shipment, onClose }: Props) {
  const correct = useCorrectShipment();
  const [value, setValue] = useState<ShipmentInput>({
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
  });
  const [notify, setNotify] = useState(true);
  const error = correct.error instanceof ApiError ? correct.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fix = {
      carrier: value.carrier || undefined,
      trackingNumber: value.trackingNumber,
      notifyCustomer: notify,
      expectedVersion: order.version,
    };
    correct.mutate(
      // The server names a missing carrier; the form sends what was typed.
      { id: order.id, fix: fix as Parameters<typeof correct.mutate>[0]['fix'] },
      {
        onSuccess: () => {
          toast({ title: `Tracking of ${order.orderNumber} corrected${notify ? '; the customer was e-mailed' : ''}` });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog title={`Correct tracking of ${order.orderNumber}`} onClose={onClose}>
      <DialogForm onSubmit={submit} noValidate>
        <ShipmentFields value={value} onChange={setValue} errors={error?.fields} />
        <CheckboxField
          label="E-mail the customer the corrected tracking link"
          checked={notify}
          onChange={(event) => setNotify(event.target.checked)}
        />
        {error && <FieldError role="alert">{error.userMessage('The tracking could not be corrected')}</FieldError>}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={correct.isPending}>
            {correct.isPending ? 'Saving…' : 'Save tracking'}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
