import { z } from 'zod';
import { emailSchema } from './customer';
import { safeText } from './safe-text';
import { pageQuerySchema, paginationSchema } from './pagination';

export const staffRoles = ['admin', 'staff'] as const;
export const staffRoleSchema = z.enum(staffRoles, { error: 'must be admin or staff' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffPermissions = ['orders', 'inventory', 'catalog', 'moderation', 'staff', 'settings', 'audit'] as const;
export type StaffPermission = (typeof staffPermissions)[number];

/** The one permission table: the server checks it on every admin route, the UI hides what a role cannot do. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: staffPermissions,
  staff: ['orders', 'inventory', 'catalog', 'moderation'],
};

export const roleMay = (role: StaffRole, permission: StaffPermission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

export const staffLoginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type StaffLoginBody = z.input<typeof staffLoginBodySchema>;

export const staffUserSchema = z.object({ email: z.string(), name: z.string(), role: staffRoleSchema });
export type StaffUser = z.infer<typeof staffUserSchema>;

/** GET /api/admin/auth/session, and the answer of a staff sign-in. */
export const staffSessionResponseSchema = z.object({
  user: staffUserSchema.nullable(),
  csrfToken: z.string(),
});
export type StaffSessionResponse = z.infer<typeof staffSessionResponseSchema>;

export const addStaffBodySchema = z.object({
  email: emailSchema,
  name: safeText().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  role: staffRoleSchema,
});
export type AddStaffBody = z.input<typeof addStaffBodySchema>;

/** A one-time link that lets a staff member choose their password (POST /api/admin/auth/set-password). */
export const staffLinkResponseSchema = z.object({ link: z.string(), expiresAt: z.string() });
export type StaffLinkResponse = z.infer<typeof staffLinkResponseSchema>;

export const staffListResponseSchema = z.object({
  /** pending: invited, no password chosen yet. */
  staff: z.array(staffUserSchema.extend({ id: z.number(), pending: z.boolean(), createdAt: z.string() })),
});
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

export const auditLogQuerySchema = pageQuerySchema(50).extend({
  action: safeText().max(100).optional(),
  actor: safeText().max(254).optional(),
  from: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  actorEmail: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogResponseSchema = z.object({ entries: z.array(auditLogEntrySchema), pagination: paginationSchema });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
