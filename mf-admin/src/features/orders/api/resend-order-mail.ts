import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { OrderMailResend, OrderMailResendResponse } from '@ps/shared/console-schemas';

/** POST /api/admin/orders/{id}/mails: the order's data is unchanged, so nothing cached goes stale. */
export const resendOrderMail = (id: number, resend: OrderMailResend) =>
  authRequest<OrderMailResendResponse>(`/api/admin/orders/${id}/mails`, { method: 'POST', body: resend });

export function useResendOrderMail() {
  return useMutation({
    mutationFn: ({ id, resend }: { id: number; resend: OrderMailResend }) => resendOrderMail(id, resend),
  });
}
