import { useState } from 'react';
import styled from 'styled-components';
import { canMoveOrder, type AdminOrderRow } from '@ps/shared/console-schemas';
import type { Carrier } from '@ps/shared/schemas';
import { Button, toast } from '@ps/shared/ui';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { BulkShipDialog } from './bulk-ship-dialog';
import { changeEach, type BulkOutcome } from './bulk-status';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0 ${({ theme }) => theme.space(2)} 0 0;
  }
`;

function report(outcome: BulkOutcome, done: string) {
  if (outcome.done.length > 0) toast({ title: `${outcome.done.length} ${done}` });
  for (const failure of outcome.failed) {
    toast({ title: `${failure.orderNumber} was not changed`, description: failure.message, variant: 'destructive' });
  }
}

interface Props {
  selected: readonly AdminOrderRow[];
  onDone: () => void;
}

/** Shown while orders are selected; each action is offered only when every selected order may take it. */
export function OrdersBulkActions({ selected, onDone }: Props) {
  const update = useUpdateOrderStatus();
  const [shipping, setShipping] = useState(false);
  const [busy, setBusy] = useState(false);
  const send = (id: number, change: Parameters<typeof update.mutateAsync>[0]['change']) =>
    update.mutateAsync({ id, change });
  const allMay = (status: 'processing' | 'shipped') => selected.every((order) => canMoveOrder(order.status, status));

  async function run(action: () => Promise<BulkOutcome>, done: string) {
    setBusy(true);
    report(await action(), done);
    setBusy(false);
    setShipping(false);
    onDone();
  }

  return (
    <Bar role="group" aria-label="Bulk actions">
      <p>{selected.length} selected</p>
      <Button
        $variant="secondary"
        disabled={busy || !allMay('processing')}
        onClick={() =>
          void run(
            () => changeEach(selected, (order) => ({ status: 'processing', expectedVersion: order.version }), send),
            'marked as processing',
          )
        }
      >
        Mark as Processing
      </Button>
      <Button $variant="secondary" disabled={busy || !allMay('shipped')} onClick={() => setShipping(true)}>
        Mark as Shipped
      </Button>
      {shipping && (
        <BulkShipDialog
          orders={selected}
          busy={busy}
          onClose={() => setShipping(false)}
          onShip={(shipments) =>
            void run(
              () =>
                changeEach(
                  selected,
                  (order) => ({
                    status: 'shipped',
                    expectedVersion: order.version,
                    carrier: (shipments.get(order.id)?.carrier || undefined) as Carrier | undefined,
                    trackingNumber: shipments.get(order.id)?.trackingNumber,
                  }),
                  send,
                ),
              'marked as shipped',
            )
          }
        />
      )}
    </Bar>
  );
}
