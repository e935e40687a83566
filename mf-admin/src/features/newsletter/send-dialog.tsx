import type { Mailing } from '@ps/shared/console-schemas';
import { toast } from '@ps/shared/ui';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useSendMailing } from './api/mailings-api';
import { subscribers } from './subscribers';

/** A mailing cannot be taken back, so it names its audience and asks first. */
export function SendDialog({
  mailing,
  audience,
  onClose,
}: {
  mailing: Mailing;
  audience: number;
  onClose: () => void;
}) {
  const send = useSendMailing();
  const confirm = () =>
    send.mutate(mailing.id, {
      onSuccess: ({ mailing: sent }) => {
        toast({ title: `"${sent.subject}" sent to ${subscribers(sent.recipients ?? 0)}` });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      title={`Send "${mailing.subject}" to ${subscribers(audience)}?`}
      confirmLabel="Send mailing"
      pendingLabel="Sending…"
      action={send}
      failure="The mailing was not sent"
      onConfirm={confirm}
      onClose={onClose}
      blocked={audience === 0}
    >
      {audience === 0 ? (
        <p>No subscriber has confirmed their address yet, so there is nobody to send it to.</p>
      ) : (
        <p>
          This cannot be undone. Each confirmed subscriber gets one e-mail, with their own one-click unsubscribe link.
        </p>
      )}
    </ConfirmDialog>
  );
}
