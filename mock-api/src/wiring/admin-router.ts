import { Router } from 'express';
import type { Db } from '../db/tables';
import { noStore } from '../http/cache-control';
import type { SignInThrottle } from '../platform/sessions/sign-in-throttle';
import { addAdminCategoryRoutes } from '../modules/categories/console/routes';
import type { AdminCategoryService } from '../modules/categories/console/service';
import { addAdminCustomerRoutes } from '../modules/customers/console/routes';
import type { AdminCustomerService } from '../modules/customers/console/service';
import { addAnalyticsRoutes } from '../modules/analytics/admin-routes';
import type { AnalyticsService } from '../modules/analytics/service';
import { addAdminOrderRoutes } from '../modules/orders/console/routes';
import type { ProductCsv } from '../modules/products/console/products-csv';
import type { ProductImages } from '../modules/products/console/product-images';
import { addAdminProductRoutes } from '../modules/products/console/routes';
import type { AdminProductService } from '../modules/products/console/service';
import type { AdminOrderService } from '../modules/orders/console/service';
import type { AuditLog } from '../platform/audit/audit-log';
import { addAuditLogRoutes } from '../platform/admin/audit-log-routes';
import { addMusicAdminRoutes } from '../modules/audio/admin-routes';
import { addMailingAdminRoutes, type MailingService } from '../modules/mailings';
import type { PreviewAdmin } from '../modules/audio/preview-admin';
import { addFanPhotoAdminRoutes, type FanPhotoService } from '../modules/fan-photos';
import { addShareCountRoutes } from '../modules/social/routes';
import type { SocialService } from '../modules/social/service';
import { addDashboardRoutes } from '../modules/dashboard/routes';
import { addInventoryRoutes } from '../modules/inventory/routes';
import type { InventoryService } from '../modules/inventory/service';
import { addPromotionRoutes } from '../modules/promotions/admin-routes';
import type { PromotionAdminService } from '../modules/promotions/admin-service';
import type { DashboardService } from '../modules/dashboard/service';
import { addNotificationRoutes } from '../modules/notifications/routes';
import type { NotificationInbox } from '../modules/notifications/notification-inbox';
import type { KnownDevices } from '../platform/sessions/known-devices';
import type { SessionManager } from '../platform/sessions/session-manager';
import { addSettingsRoutes } from '../modules/settings/routes';
import type { SettingsService } from '../modules/settings/settings-service';
import { staffAuthRouter } from '../modules/staff/auth-routes';
import type { PasswordChange } from '../modules/staff/password-change';
import { addProfileRoutes } from '../modules/staff/profile-routes';
import { addNewsAdminRoutes, type NewsService } from '../modules/news';
import { addReleaseAdminRoutes, type ReleaseService } from '../modules/releases';
import {
  addTourDateAdminRoutes,
  type ShowAnnouncer,
  type ShowCanceller,
  type TourDateService,
} from '../modules/tour-dates';
import { staffOf, type StaffGuard } from '../modules/staff/staff-guard';
import { addStaffRoutes } from '../modules/staff/staff-routes';
import type { StaffManagement } from '../modules/staff/staff-management';
import type { StaffService } from '../modules/staff/staff-service';
import type { TwoFactorService } from '../modules/two-factor/two-factor-service';
import { createAdminRouteTable } from '../platform/admin/admin-route-table';

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
  const guard = { requirePermission: deps.guard.requirePermission, staffOf };
  const table = createAdminRouteTable(guard, deps.sessions, deps.audit);
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
