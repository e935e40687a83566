import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { VariantAttributes } from '@ps/shared/schemas';
import type {
  AnalyticsEventsTable,
  EpDownloadsTable,
  NewsletterSubscribersTable,
  TrackPreviewsTable,
  WebVitalSamplesTable,
} from './analytics-newsletter-tables';
import type { ContactMessagesTable } from './contact-tables';
import type {
  CheckoutSessionsTable,
  CustomerAddressesTable,
  CustomersTable,
  OrderEventsTable,
  OrderItemsTable,
  OrdersTable,
  OrderRefundLinesTable,
  OrderRefundsTable,
  OrderStaffNotesTable,
  OrderShipmentsTable,
  OrderShipmentLinesTable,
  OrderEditsTable,
  OrderBalancePaymentsTable,
} from './order-tables';
import type { MailOutboxTable, PaymentHoldsTable } from './outbox-tables';
import type { SettingsTable, StaffNotificationsTable } from './settings-tables';
import type {
  CommunityMessagesTable,
  FanPhotosTable,
  ShareableContentTable,
  SocialActivityTable,
  SocialPostsTable,
  SocialShareCountsTable,
  ViralMomentsTable,
} from './social-tables';
import type {
  AuditLogTable,
  OneTimeTokensTable,
  RateLimitsTable,
  KnownDevicesTable,
  SessionsTable,
  StaffPolicyTable,
  StaffRecoveryCodesTable,
  StaffRolePermissionsTable,
  StaffRolesTable,
  StaffUsersTable,
} from './sign-in-tables';
import type { InventoryAdjustmentsTable, PromotionRedemptionsTable, PromotionsTable } from './stock-promo-tables';
import type { NewsPostsTable } from './news-tables';
import type { ReleasesTable } from './release-tables';
import type { TourAnnouncementRecipientsTable, TourDatesTable } from './tour-tables';
import type { NewsletterMailingsTable } from './mailing-tables';
import type { BackInStockRequestsTable } from './back-in-stock-tables';
import type { OrderReturnLinesTable, OrderReturnsTable } from './return-tables';

/*
 * Table types as the code sees them: CamelCasePlugin maps these names to the
 * snake_case columns the migrations create (basePriceCents <-> base_price_cents).
 */

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: Generated<string>;
  imageUrl: string | null;
  displayOrder: Generated<number>;
  active: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  /** Migration 0040: bumped by each save of the console's form; a save naming an older one is refused. */
  version: Generated<number>;
}

export interface ProductsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  descriptionHtml: Generated<string>;
  categoryId: number;
  basePriceCents: number;
  salePriceCents: number | null;
  isNew: Generated<boolean>;
  isFeatured: Generated<boolean>;
  active: Generated<boolean>;
  tags: Generated<string[]>;
  /** Most units of this product (all variants together) one order may hold; null: no such cap. */
  maxPerOrder: ColumnType<number | null, number | null | undefined, number | null>;
  /** Set when a product that was ordered is deleted: hidden everywhere but order history (migration 0020). */
  archivedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  /** Generated: the name, lower case and without accents. */
  searchName: ColumnType<string, never, never>;
  /** Generated: the description's text and the tags, normalised like searchName. */
  searchBody: ColumnType<string, never, never>;
}

export interface ProductImagesTable {
  id: Generated<number>;
  productId: number;
  imageUrl: string;
  altText: Generated<string>;
  displayOrder: Generated<number>;
}

/** Which of its product's images a variant shows, in its own order. */
export interface VariantImagesTable {
  variantId: number;
  imageId: number;
  productId: number;
  displayOrder: Generated<number>;
}

export interface ProductVariantsTable {
  id: Generated<number>;
  productId: number;
  sku: string;
  name: string;
  attributes: ColumnType<VariantAttributes, VariantAttributes | undefined, VariantAttributes>;
  priceAdjustmentCents: Generated<number>;
  /** Units that can be sold now; checkout moves units from here to reserved. */
  inventoryAvailable: Generated<number>;
  /** Units held by unfinished checkouts. */
  inventoryReserved: Generated<number>;
  /** The dashboard warns when inventoryAvailable is at or below this; null follows the shop's default (0017). */
  lowStockThreshold: number | null;
  /** Set by the last restock adjustment (migration 0021). */
  lastRestockedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  displayOrder: Generated<number>;
}

export interface CartsTable {
  sessionId: string;
  /** The promo code applied to this cart (migration 0022). */
  promotionId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CartItemsTable {
  id: Generated<number>;
  sessionId: string;
  productId: number;
  variantId: number;
  quantity: number;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface Tables {
  categories: CategoriesTable;
  products: ProductsTable;
  productImages: ProductImagesTable;
  productVariants: ProductVariantsTable;
  variantImages: VariantImagesTable;
  carts: CartsTable;
  cartItems: CartItemsTable;
  customers: CustomersTable;
  customerAddresses: CustomerAddressesTable;
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  orderEvents: OrderEventsTable;
  orderStaffNotes: OrderStaffNotesTable;
  orderRefunds: OrderRefundsTable;
  orderRefundLines: OrderRefundLinesTable;
  checkoutSessions: CheckoutSessionsTable;
  analyticsEvents: AnalyticsEventsTable;
  webVitalSamples: WebVitalSamplesTable;
  newsletterSubscribers: NewsletterSubscribersTable;
  epDownloads: EpDownloadsTable;
  trackPreviews: TrackPreviewsTable;
  mailOutbox: MailOutboxTable;
  paymentHolds: PaymentHoldsTable;
  socialPosts: SocialPostsTable;
  viralMoments: ViralMomentsTable;
  socialActivity: SocialActivityTable;
  communityMessages: CommunityMessagesTable;
  shareableContent: ShareableContentTable;
  socialShareCounts: SocialShareCountsTable;
  fanPhotos: FanPhotosTable;
  contactMessages: ContactMessagesTable;
  sessions: SessionsTable;
  staffUsers: StaffUsersTable;
  staffRoles: StaffRolesTable;
  staffRolePermissions: StaffRolePermissionsTable;
  oneTimeTokens: OneTimeTokensTable;
  rateLimits: RateLimitsTable;
  knownDevices: KnownDevicesTable;
  auditLog: AuditLogTable;
  staffRecoveryCodes: StaffRecoveryCodesTable;
  staffPolicy: StaffPolicyTable;
  inventoryAdjustments: InventoryAdjustmentsTable;
  promotions: PromotionsTable;
  promotionRedemptions: PromotionRedemptionsTable;
  settings: SettingsTable;
  tourDates: TourDatesTable;
  tourAnnouncementRecipients: TourAnnouncementRecipientsTable;
  newsPosts: NewsPostsTable;
  releases: ReleasesTable;
  newsletterMailings: NewsletterMailingsTable;
  staffNotifications: StaffNotificationsTable;
  backInStockRequests: BackInStockRequestsTable;
  orderReturns: OrderReturnsTable;
  orderReturnLines: OrderReturnLinesTable;
  orderShipments: OrderShipmentsTable;
  orderShipmentLines: OrderShipmentLinesTable;
  orderEdits: OrderEditsTable;
  orderBalancePayments: OrderBalancePaymentsTable;
}

export type Db = Kysely<Tables>;

export type CategoryRow = Selectable<CategoriesTable>;
export type NewCategory = Insertable<CategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
