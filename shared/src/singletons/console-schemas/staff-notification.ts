import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from '@ps/shared/schemas';
import type { StaffPermission } from './staff-permissions';

export const staffNotificationKinds = ['new_order', 'low_stock', 'payment_failed', 'fan_photo'] as const;
export type StaffNotificationKind = (typeof staffNotificationKinds)[number];

/** Who hears of what: a staff member only gets the kinds their role can act on. */
export const NOTIFICATION_PERMISSION: Record<StaffNotificationKind, StaffPermission> = {
  new_order: 'orders.fulfil',
  low_stock: 'inventory',
  payment_failed: 'orders.fulfil',
  fan_photo: 'moderation',
};

export const staffNotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(staffNotificationKinds),
  title: z.string(),
  body: z.string(),
  /** The console page it is about, such as /admin/orders/12. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type StaffNotification = z.infer<typeof staffNotificationSchema>;

export const staffNotificationsQuerySchema = pageQuerySchema(10);
export type StaffNotificationsQuery = z.input<typeof staffNotificationsQuerySchema>;

/** GET /api/admin/notifications: the signed-in member's own, newest first. */
export const staffNotificationsResponseSchema = z.object({
  unreadCount: z.number().int().nonnegative(),
  notifications: z.array(staffNotificationSchema),
  pagination: paginationSchema,
});
export type StaffNotificationsResponse = z.infer<typeof staffNotificationsResponseSchema>;

/** The answer of POST .../{id}/read and .../read-all. */
export const staffNotificationsReadResponseSchema = z.object({ unreadCount: z.number().int().nonnegative() });
export type StaffNotificationsReadResponse = z.infer<typeof staffNotificationsReadResponseSchema>;
