import { Router, type Request } from 'express';
import {
  addressBookParamsSchema,
  savedAddressBodySchema,
  type AddressBookResponse,
  type SavedAddress,
} from '@ps/shared/schemas';
import { parseBody, parseParams } from '../../http/validate';
import type { AddressBook } from './address-book-service';
import type { AccountRecord } from './repository';

export interface AddressBookRouterDependencies {
  addressBook: AddressBook;
  /** The signed-in customer's account, or a 401. */
  signedInAccount: (req: Request) => Promise<AccountRecord>;
}

/** The account page's address book, mounted inside the account router (its CSRF check and no-store). */
export function addressBookRouter({ addressBook, signedInAccount }: AddressBookRouterDependencies): Router {
  const router = Router();

  router.get('/address-book', async (req, res) => {
    const account = await signedInAccount(req);
    const body: AddressBookResponse = { addresses: await addressBook.list(account.id) };
    res.json(body);
  });

  router.post('/address-book', async (req, res) => {
    const address = parseBody(savedAddressBodySchema, req);
    const account = await signedInAccount(req);
    const body: SavedAddress = await addressBook.add(account.id, address);
    res.status(201).json(body);
  });

  router.put('/address-book/:id', async (req, res) => {
    const { id } = parseParams(addressBookParamsSchema, req);
    const address = parseBody(savedAddressBodySchema, req);
    const account = await signedInAccount(req);
    const body: SavedAddress = await addressBook.change(account.id, id, address);
    res.json(body);
  });

  router.delete('/address-book/:id', async (req, res) => {
    const { id } = parseParams(addressBookParamsSchema, req);
    const account = await signedInAccount(req);
    await addressBook.remove(account.id, id);
    res.status(204).end();
  });

  return router;
}
