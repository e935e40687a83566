import { useState } from 'react';
import { userErrorMessage } from '@ps/shared/api';
import type { ModeratedFanPhoto } from '@ps/shared/social';
import { Button, toast } from '@ps/shared/ui';
import { useModerateFanPhoto, type Moderation } from '../api/moderate-fan-photos';
import { RejectDialog, TakedownDialog } from './decision-dialogs';

const failed = (error: unknown) =>
  toast({
    title: 'The photo was not changed',
    description: userErrorMessage(error, 'Please try again.'),
    variant: 'destructive',
  });

/** The decisions that apply to the photo's state; the server refuses any other with a 409. */
export function FanPhotoActions({ photo }: { photo: ModeratedFanPhoto }) {
  const moderate = useModerateFanPhoto();
  const [open, setOpen] = useState<'reject' | 'takedown' | null>(null);
  const who = photo.submitterName;
  const send = (moderation: Moderation, done: string) =>
    moderate.mutate(moderation, {
      onSuccess: () => {
        setOpen(null);
        toast({ title: done });
      },
      onError: failed,
    });

  // A rejected photo's files are deleted on rejection, so it has no decision left.
  if (photo.status === 'pending') {
    return (
      <>
        <Button
          disabled={moderate.isPending}
          onClick={() => send({ action: 'approve', id: photo.id }, `Approved ${who}'s photo`)}
        >
          Approve
        </Button>
        <Button $variant="secondary" disabled={moderate.isPending} onClick={() => setOpen('reject')}>
          Reject…
        </Button>
        {open === 'reject' && (
          <RejectDialog
            what={`${who}'s photo`}
            busy={moderate.isPending}
            onClose={() => setOpen(null)}
            onReject={(reason) => send({ action: 'reject', id: photo.id, reason }, `Rejected ${who}'s photo`)}
          />
        )}
      </>
    );
  }
  if (photo.status !== 'approved') return null;
  return (
    <>
      <Button
        $variant="secondary"
        disabled={moderate.isPending}
        onClick={() =>
          send(
            { action: 'feature', id: photo.id, featured: !photo.isFeatured },
            photo.isFeatured ? `${who}'s photo left the showcase` : `${who}'s photo is in the showcase`,
          )
        }
      >
        {photo.isFeatured ? 'Unfeature' : 'Feature'}
      </Button>
      <Button $variant="ghost" disabled={moderate.isPending} onClick={() => setOpen('takedown')}>
        Take down…
      </Button>
      {open === 'takedown' && (
        <TakedownDialog
          busy={moderate.isPending}
          onClose={() => setOpen(null)}
          onConfirm={() => send({ action: 'takedown', id: photo.id }, `Took down ${who}'s photo`)}
        />
      )}
    </>
  );
}
