import { Router } from 'express';
import type { Db } from '../../db/tables';
import { noStore } from '../../http/cache-control';
import type { SignInThrottle } from '../accounts/sign-in-throttle';
import { addAdminCategoryRoutes } from '../admin-categories/routes';
import type { AdminCategoryService } from '../admin-categories/service';
import { addAdminCustomerRoutes } from '../admin-customers/routes';
import type { AdminCustomerService } from '../admin-customers/service';
import { addAnalyticsRoutes } from '../analytics/admin-routes';
import type { AnalyticsService } from '../analytics/service';
import { addAdminOrderRoutes } from '../admin-orders/routes';
import type { ProductCsv } from '../admin-products/products-csv';
import type { ProductImages } from '../admin-products/product-images';
import { addAdminProductRoutes } from '../admin-products/routes';
import type { AdminProductService } from '../admin-products/service';
import type { AdminOrderService } from '../admin-orders/service';
import type { AuditLog } from '../audit/audit-log';
import { addAuditLogRoutes } from '../audit/routes';
import { addMusicAdminRoutes } from '../audio/admin-routes';
import { addMailingAdminRoutes, type MailingService } from '../mailings';
import type { PreviewAdmin } from '../audio/preview-admin';
import { addFanPhotoAdminRoutes, type FanPhotoService } from '../fan-photos';
import { addShareCountRoutes } from '../social/routes';
import type { SocialService } from '../social/service';
import { addDashboardRoutes } from '../dashboard/routes';
import { addInventoryRoutes } from '../inventory/routes';
import type { InventoryService } from '../inventory/service';
import { addPromotionRoutes } from '../promotions/admin-routes';
import type { PromotionAdminService } from '../promotions/admin-service';
import type { DashboardService } from '../dashboard/service';
import { addNotificationRoutes } from '../notifications/routes';
import type { NotificationInbox } from '../notifications/notification-inbox';
import type { KnownDevices } from '../sessions/known-devices';
import type { SessionManager } from '../sessions/session-manager';
import { addSettingsRoutes } from '../settings/routes';
import type { SettingsService } from '../settings/settings-service';
import { staffAuthRouter } from '../staff/auth-routes';
import type { PasswordChange } from '../staff/password-change';
import { addProfileRoutes } from '../staff/profile-routes';
import { addNewsAdminRoutes, type NewsService } from '../news';
import { addReleaseAdminRoutes, type ReleaseService } from '../releases';
import { addTourDateAdminRoutes, type ShowAnnouncer, type ShowCanceller, type TourDateService } from '../tour-dates';
import type { StaffGuard } from '../staff/staff-guard';
import { addStaffRoutes } from '../staff/staff-routes';
import type { StaffManagement } from '../staff/staff-management';
import type { StaffService } from '../staff/staff-service';
import type { TwoFactorService } from '../two-factor/two-factor-service';
import { createAdminRouteTable } from './admin-route-table';

export interface AdminRouterDependencies {
  db: Db;
  staff: StaffService;
  staffManagement: StaffManagement;
  guard: StaffGuard;
  sessions: SessionManager;
  throttle: SignInThrottle;
  secondStepThrottle: SignInThrottle;
  devices: KnownDevices;
  twoFactor: TwoFactorService;
  passwords: PasswordChange;
  audit: AuditLog;
  orders: AdminOrderService;
  dashboard: DashboardService;
  catalog: {
    products: AdminProductService;
    images: ProductImages;
    csv: ProductCsv;
    categories: AdminCategoryService;
  };
  inventory: InventoryService;
  promotions: PromotionAdminService;
  settings: SettingsService;
  notifications: NotificationInbox;
  customers: AdminCustomerService;
  analytics: AnalyticsService;
  fanPhotos: FanPhotoService;
  music: PreviewAdmin;
  tourDates: TourDateService;
  tourAnnouncer: ShowAnnouncer;
  tourCanceller: ShowCanceller;
  news: NewsService;
  releases: ReleaseService;
  mailings: MailingService;
  social: SocialService;
}

/**
 * /api/admin: the public sign-in routes, then the guarded table. Admin features add
 * their routes to the table here, never to a router of their own.
 */
export function createAdminRouter(deps: AdminRouterDependencies) {
  const table = createAdminRouteTable(deps.guard, deps.sessions, deps.audit);
  const router = Router();
  router.use(noStore);
  router.use('/auth', staffAuthRouter(deps, table));
  addStaffRoutes(table, deps.staffManagement);
  addProfileRoutes(table, deps.twoFactor, deps.passwords);
  addAuditLogRoutes(table, deps.audit);
  addAdminOrderRoutes(table, deps.orders);
  addDashboardRoutes(table, deps.dashboard);
  addAdminProductRoutes(table, deps.catalog.products, deps.catalog.images, deps.catalog.csv);
  addAdminCategoryRoutes(table, deps.catalog.categories);
  addInventoryRoutes(table, deps.inventory);
  addPromotionRoutes(table, deps.promotions);
  addSettingsRoutes(table, deps.settings);
  addNotificationRoutes(table, deps.notifications);
  addAdminCustomerRoutes(table, deps.customers);
  addAnalyticsRoutes(table, deps.analytics);
  addFanPhotoAdminRoutes(table, deps.fanPhotos);
  addMusicAdminRoutes(table, deps.music);
  addTourDateAdminRoutes(table, deps.tourDates, deps.tourAnnouncer, deps.tourCanceller);
  addNewsAdminRoutes(table, deps.news);
  addReleaseAdminRoutes(table, deps.releases);
  addMailingAdminRoutes(table, deps.mailings);
  addShareCountRoutes(table, deps.social);
  router.use(table.router);
  return { router, routes: table.routes };
}
