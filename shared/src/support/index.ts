export { supportContactQueryOptions, useSupportContact } from './get-support-contact';
export { phoneHref } from './phone-href';
export { SupportContactDetails } from './support-contact-details';
