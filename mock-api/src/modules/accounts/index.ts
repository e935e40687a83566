export { createAccountService, toAccountUser } from './account-service';
export { createAddressBook } from './address-book-service';
export { createPrivacyService } from './privacy-service';
export { createProfileService } from './profile-service';
export { insertAccountUnlessTaken } from './repository';
export { accountRouter } from './routes';
export { mailSignupConfirmation } from './signup-confirmation';
