import { z } from 'zod';
import { addressFieldsSchema, addressRules } from './address';
import { idParamSchema } from './common';

export { ADDRESS_BOOK_LIMIT } from '@ps/shared/rules';

export const ADDRESS_BOOK_MESSAGES = {
  notFound: 'This address is not in your address book',
  full: 'Your address book is full. Delete an address you no longer use first.',
} as const;

/** POST and PUT /api/account/address-book: an address with the checkout's rules, and whether it is a default. */
export const savedAddressBodySchema = addressFieldsSchema
  .extend({
    defaultShipping: z.boolean({ error: 'must be true or false' }).default(false),
    defaultBilling: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .superRefine(addressRules);
export type SavedAddressBody = z.input<typeof savedAddressBodySchema>;
export type SavedAddressValues = z.output<typeof savedAddressBodySchema>;

export const savedAddressSchema = addressFieldsSchema.extend({
  id: z.number().int(),
  defaultShipping: z.boolean(),
  defaultBilling: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const addressBookResponseSchema = z.object({ addresses: z.array(savedAddressSchema) });
export type AddressBookResponse = z.infer<typeof addressBookResponseSchema>;

export const addressBookParamsSchema = z.object({ id: idParamSchema });
