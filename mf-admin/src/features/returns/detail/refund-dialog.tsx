import type { AdminReturn } from '@ps/shared/console-schemas';
import { useServerForm } from '../../../lib/use-server-form';
import { useReturnStep } from '../api/take-return-step';
import { ReturnStepDialog } from './return-step-dialog';

/** Pays back and restocks what came back good, through the order's refund by line. */
export function RefundDialog({ request, onClose }: { request: AdminReturn; onClose: () => void }) {
  const step = useReturnStep(request.id, 'refund');
  const { unplacedError } = useServerForm(() => ({}), step);
  const good = request.lines.reduce((sum, line) => sum + (line.goodQuantity ?? 0), 0);
  return (
    <ReturnStepDialog
      request={request}
      step={step}
      error={unplacedError}
      title={`Refund return ${request.id}`}
      submitLabel="Refund"
      done="Refunded; the customer was e-mailed"
      failure="The return could not be refunded"
      body={{}}
      onClose={onClose}
    >
      <p>
        {good === 1 ? '1 item' : `${good} items`} came back in good condition. The server prices their refund as a
        refund by line does (each unit’s share of what was paid) and puts them back on sale; damaged items are not
        refunded.
      </p>
    </ReturnStepDialog>
  );
}
