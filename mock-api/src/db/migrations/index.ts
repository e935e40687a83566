import type { Migration } from 'kysely';
import { catalogMigration } from './0001-catalog';
import { productSearchMigration } from './0002-product-search';
import { cartsMigration } from './0003-carts';
import { ordersMigration } from './0004-orders';
import { checkoutSessionsMigration } from './0005-checkout-sessions';
import { analyticsNewsletterMigration } from './0006-analytics-newsletter';
import { catalogChangeNotificationsMigration } from './0007-catalog-change-notifications';
import { productPurchaseLimitMigration } from './0008-product-purchase-limit';
import { contactMessagesMigration } from './0009-contact-messages';
import { signInMigration } from './0010-sign-in';
import { mailOutboxAndExpiryMigration } from './0011-mail-outbox-and-expiry';
import { staffManagementMigration } from './0012-staff-management';
import { orderFulfilmentMigration } from './0013-order-fulfilment';
import { dashboardMigration } from './0014-dashboard';
import { socialHubMigration } from './0015-social-hub';
import { customerErasureMigration } from './0016-customer-erasure';
import { settingsAndNotificationsMigration } from './0017-settings-and-notifications';
import { orderRefundsMigration } from './0019-order-refunds';
import { productArchiveMigration } from './0020-product-archive';
import { inventoryAdjustmentsMigration } from './0021-inventory-adjustments';
import { promotionsMigration } from './0022-promotions';
import { fanPhotosMigration } from './0023-fan-photos';
import { staffTwoFactorMigration } from './0024-staff-two-factor';
import { newsletterOptInAndMusicMigration } from './0028-newsletter-opt-in-and-music';
import { tourDatesMigration } from './0027-tour-dates';
import { newsPostsMigration } from './0032-news-posts';
import { fanContentChangeNotificationsMigration } from './0029-fan-content-change-notifications';
import { tourPresalesAndCancellationsMigration } from './0030-tour-presales-and-cancellations';
import { tourAnnouncementsMigration } from './0031-tour-announcements';
import { productArtworkMigration } from './0053-product-artwork';
import { newsletterMailingsMigration } from './0034-newsletter-mailings';
import { shopAddressMigration } from './0042-shop-address';
import { emailConfirmationMigration } from './0047-email-confirmation';
import { knownDevicesMigration } from './0046-known-devices';
import { newsPostsMatchTheTourMigration } from './0050-news-posts-match-the-tour';
import { releasesMigration } from './0051-releases';
import { freeEpSaysWhatItIsMigration } from './0052-free-ep-says-what-it-is';
import { formVersionsMigration } from './0040-form-versions';
import { webVitalSamplesMigration } from './0054-web-vital-samples';
import { accountPageMigration } from './0055-account-page';
import { backInStockRequestsMigration } from './0056-back-in-stock-requests';
import { variantImagesMigration } from './0057-variant-images';
import { staffRolesMigration } from './0058-staff-roles';
import { orderShipmentsMigration } from './0059-order-shipments';
import { orderReturnsMigration } from './0060-order-returns';
import { orderEditsMigration } from './0061-order-edits';
import { moneyOfReturnsAndEditsMigration } from './0062-money-of-returns-and-edits';
import { parcelCorrectionsMigration } from './0063-parcel-corrections';
import { withdrawnReturnsMigration } from './0064-withdrawn-returns';

/** Every migration ever shipped, keyed so that alphabetical order is apply order. */
export const migrations: Record<string, Migration> = {
  '0001_catalog': catalogMigration,
  '0002_product_search': productSearchMigration,
  '0003_carts': cartsMigration,
  '0004_orders': ordersMigration,
  '0005_checkout_sessions': checkoutSessionsMigration,
  '0006_analytics_newsletter': analyticsNewsletterMigration,
  '0007_catalog_change_notifications': catalogChangeNotificationsMigration,
  '0008_product_purchase_limit': productPurchaseLimitMigration,
  '0009_contact_messages': contactMessagesMigration,
  '0010_sign_in': signInMigration,
  '0011_mail_outbox_and_expiry': mailOutboxAndExpiryMigration,
  '0012_staff_management': staffManagementMigration,
  '0013_order_fulfilment': orderFulfilmentMigration,
  '0014_dashboard': dashboardMigration,
  '0015_social_hub': socialHubMigration,
  '0016_customer_erasure': customerErasureMigration,
  '0017_settings_and_notifications': settingsAndNotificationsMigration,
  '0019_order_refunds': orderRefundsMigration,
  '0020_product_archive': productArchiveMigration,
  '0021_inventory_adjustments': inventoryAdjustmentsMigration,
  '0022_promotions': promotionsMigration,
  '0023_fan_photos': fanPhotosMigration,
  '0024_staff_two_factor': staffTwoFactorMigration,
  '0028_newsletter_opt_in_and_music': newsletterOptInAndMusicMigration,
  '0027_tour_dates': tourDatesMigration,
  '0029_fan_content_change_notifications': fanContentChangeNotificationsMigration,
  '0030_tour_presales_and_cancellations': tourPresalesAndCancellationsMigration,
  '0031_tour_announcements': tourAnnouncementsMigration,
  '0032_news_posts': newsPostsMigration,
  '0034_newsletter_mailings': newsletterMailingsMigration,
  '0042_shop_address': shopAddressMigration,
  '0046_known_devices': knownDevicesMigration,
  '0047_email_confirmation': emailConfirmationMigration,
  '0053_product_artwork': productArtworkMigration,
  '0050_news_posts_match_the_tour': newsPostsMatchTheTourMigration,
  '0051_releases': releasesMigration,
  '0052_free_ep_says_what_it_is': freeEpSaysWhatItIsMigration,
  '0040_form_versions': formVersionsMigration,
  '0054_web_vital_samples': webVitalSamplesMigration,
  '0055_account_page': accountPageMigration,
  '0056_back_in_stock_requests': backInStockRequestsMigration,
  '0057_variant_images': variantImagesMigration,
  '0058_staff_roles': staffRolesMigration,
  '0059_order_shipments': orderShipmentsMigration,
  '0060_order_returns': orderReturnsMigration,
  '0061_order_edits': orderEditsMigration,
  '0062_money_of_returns_and_edits': moneyOfReturnsAndEditsMigration,
  '0063_parcel_corrections': parcelCorrectionsMigration,
  '0064_withdrawn_returns': withdrawnReturnsMigration,
};
