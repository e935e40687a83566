export { confirmPasswordReset, confirmSignup, registerAccount, requestPasswordReset, signIn } from './account-requests';
export { startAccountSession } from './start-account-session';
export { addressBookKeys, addressBookQueryOptions, useAddressBook } from './address-book';
