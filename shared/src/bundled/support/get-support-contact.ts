import { useQuery } from '@tanstack/react-query';
import type { SupportContact } from '@ps/shared/schemas';
import { publicSettingsQueryOptions } from './get-public-settings';

export const supportContactQueryOptions = () => ({
  ...publicSettingsQueryOptions(),
  select: ({ supportEmail, supportPhone }: { supportEmail: string; supportPhone: string }): SupportContact => ({
    email: supportEmail,
    phone: supportPhone,
  }),
});

/** The support address and phone from the shop's settings: the one source shown everywhere. */
export const useSupportContact = () => useQuery(supportContactQueryOptions());
