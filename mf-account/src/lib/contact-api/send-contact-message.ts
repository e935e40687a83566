import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import type { ContactMessage, ContactMessageResponse } from '@ps/shared/schemas';

export const sendContactMessage = (message: ContactMessage) =>
  apiRequest<ContactMessageResponse>('/api/contact', { method: 'POST', body: message });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
