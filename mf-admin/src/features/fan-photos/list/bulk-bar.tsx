import { useState } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { Button, toast } from '@ps/shared/ui';
import { useModerateFanPhotos, type BulkModeration } from '../api/moderate-fan-photos';
import { RejectDialog } from './decision-dialogs';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0 ${({ theme }) => theme.space(2)} 0 0;
    font-weight: 700;
  }
`;

interface Props {
  ids: string[];
  onDone: () => void;
  onClear: () => void;
}

/** Bulk decisions for the pending queue: all the selected photos move, or none does. */
export function BulkBar({ ids, onDone, onClear }: Props) {
  const moderate = useModerateFanPhotos();
  const [rejecting, setRejecting] = useState(false);
  const count = `${ids.length} ${ids.length === 1 ? 'photo' : 'photos'}`;
  const send = (request: BulkModeration, done: string) =>
    moderate.mutate(request, {
      onSuccess: () => {
        toast({ title: done });
        setRejecting(false);
        onDone();
      },
      onError: (error) =>
        toast({
          title: 'No photo was changed',
          description: userErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  return (
    <Bar role="group" aria-label="Bulk actions">
      <p>{ids.length} selected</p>
      <Button disabled={moderate.isPending} onClick={() => send({ ids, action: 'approve' }, `Approved ${count}`)}>
        Approve selected
      </Button>
      <Button $variant="secondary" disabled={moderate.isPending} onClick={() => setRejecting(true)}>
        Reject selected…
      </Button>
      <Button $variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
      {rejecting && (
        <RejectDialog
          what={count}
          busy={moderate.isPending}
          onClose={() => setRejecting(false)}
          onReject={(reason) => send({ ids, action: 'reject', reason }, `Rejected ${count}`)}
        />
      )}
    </Bar>
  );
}
