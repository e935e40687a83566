export {
  getPublicSettings,
  publicSettingsKeys,
  publicSettingsQueryOptions,
  usePublicSettings,
} from './get-public-settings';
export { supportContactQueryOptions, useSupportContact } from './get-support-contact';
export { phoneHref } from './phone-href';
export { ShopAddress } from './shop-address';
export { SupportContactDetails } from './support-contact-details';
export { returnWindowPhrase, useReturnWindowDays } from './return-window';
