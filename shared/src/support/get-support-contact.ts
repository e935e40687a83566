import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import type { SupportContact } from '@ps/shared/schemas';

export const supportContactQueryOptions = () =>
  queryOptions({
    queryKey: ['support', 'contact'],
    queryFn: () => apiRequest<SupportContact>('/api/contact'),
  });

/** The support address and phone, as the server is configured: the one source shown everywhere. */
export const useSupportContact = () => useQuery(supportContactQueryOptions());
