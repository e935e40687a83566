import { Router } from 'express';
import type { Db } from '../db/tables';
import { noStore } from '../http/cache-control';
import type { SignInThrottle } from '../platform/sessions/sign-in-throttle';
import { addAdminCategoryRoutes, type AdminCategoryService } from '../modules/categories';
import { addAdminCustomerRoutes, type AdminCustomerService } from '../modules/customers';
import { addAnalyticsRoutes, type AnalyticsService } from '../modules/analytics';
import {
  addAdminOrderRoutes,
  addOrderEditRoutes,
  addReturnRoutes,
  type AdminOrderService,
  type OrderEditService,
  type ReturnService,
} from '../modules/orders';
import {
  addAdminProductRoutes,
  type AdminProductService,
  type ProductCsv,
  type ProductImages,
} from '../modules/products';
import type { AuditLog } from '../platform/audit/audit-log';
import { addAuditLogRoutes } from '../platform/admin/audit-log-routes';
import { addMusicAdminRoutes, type PreviewAdmin } from '../modules/audio';
import { addMailingAdminRoutes, type MailingService } from '../modules/mailings';
import { addFanPhotoAdminRoutes, type FanPhotoService } from '../modules/fan-photos';
import { addShareCountRoutes, type SocialService } from '../modules/social';
import { addDashboardRoutes, type DashboardService } from '../modules/dashboard';
import { addInventoryRoutes, type InventoryService } from '../modules/inventory';
import { addPromotionRoutes, type PromotionAdminService } from '../modules/promotions';
import { addNotificationRoutes, type NotificationInbox } from '../modules/notifications';
import type { KnownDevices } from '../platform/sessions/known-devices';
import type { SessionManager } from '../platform/sessions/session-manager';
import { addSettingsRoutes, type SettingsService } from '../modules/settings';
import {
  addProfileRoutes,
  addStaffRoutes,
  type PasswordChange,
  staffAuthRouter,
  addRoleRoutes,
  type RoleService,
  type StaffGuard,
  type StaffManagement,
  type StaffService,
  staffOf,
} from '../modules/staff';
import { addNewsAdminRoutes, type NewsService } from '../modules/news';
import { addReleaseAdminRoutes, type ReleaseService } from '../modules/releases';
import {
  addTourDateAdminRoutes,
  type ShowAnnouncer,
  type ShowCanceller,
  type TourDateService,
} from '../modules/tour-dates';
import type { TwoFactorService } from '../modules/two-factor';
import { createAdminRouteTable } from '../platform/admin/admin-route-table';

export interface AdminRouterDependencies {
  db: Db;
  staff: StaffService;
  staffManagement: StaffManagement;
  guard: StaffGuard;
  roles: RoleService;
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
  returns: ReturnService;
  orderEdits: OrderEditService;
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
  addRoleRoutes(table, deps.roles);
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
  addReturnRoutes(table, deps.returns);
  addOrderEditRoutes(table, deps.orderEdits, deps.orders);
  router.use(table.router);
  return { router, routes: table.routes };
}
