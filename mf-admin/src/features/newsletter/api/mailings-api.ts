import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type {
  AdminMailingResponse,
  AdminMailingsResponse,
  MailingBody,
  MailingTestResponse,
} from '@ps/shared/console-schemas';
import { saveRecord } from '../../../lib/record-api/record-requests';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const mailingKeys = {
  all: ['admin-mailings'] as const,
  list: (limit: number, offset: number) => [...mailingKeys.all, 'list', limit, offset] as const,
};

/** GET /api/admin/mailings: one page, newest first, with how many subscribers a send reaches now. */
export const useAdminMailings = ({ limit, offset }: { limit: number; offset: number }) =>
  useQuery({
    queryKey: mailingKeys.list(limit, offset),
    queryFn: ({ signal }) =>
      authRequest<AdminMailingsResponse>(`/api/admin/mailings?limit=${limit}&offset=${offset}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const saveMailing = (record: { id: number | null; body: MailingBody }) =>
  saveRecord<AdminMailingResponse>('/api/admin/mailings', record);

const deleteMailing = (id: number) => authRequest<void>(`/api/admin/mailings/${id}`, { method: 'DELETE' });

/** The draft to the signed-in staff member's own address only. */
const sendTestMailing = (id: number) =>
  authRequest<MailingTestResponse>(`/api/admin/mailings/${id}/test`, { method: 'POST' });

/** To every confirmed subscriber; the server allows it once per mailing. */
const sendMailing = (id: number) =>
  authRequest<AdminMailingResponse>(`/api/admin/mailings/${id}/send`, { method: 'POST' });

export const useSaveMailing = () => useRefreshingMutation(mailingKeys.all, saveMailing);
export const useDeleteMailing = () => useRefreshingMutation(mailingKeys.all, deleteMailing);
export const useSendTestMailing = () => useMutation({ mutationFn: sendTestMailing });
export const useSendMailing = () => useRefreshingMutation(mailingKeys.all, sendMailing);
