import { useSearchParams } from '@ps/shared/router';

/** One value of the address that a screen only reads (a mailed link's token); lists use useListView. */
export const useAddressParam = (name: string): string | null => useSearchParams()[0].get(name);
