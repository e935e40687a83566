import { z } from 'zod';
import { emailSchema, pageQuerySchema, paginationSchema, safeText } from '@ps/shared/schemas';
import { staffPermissionSchema } from './staff-permissions';
import { secondFactorCodeSchema } from './staff-two-factor';

/** A role's name: the two seeded roles are "admin" and "staff"; an admin may add more (decision 070). */
export const staffRoleSchema = safeText({ error: 'must be a role name' })
  .trim()
  .toLowerCase()
  .min(1, 'Name the role')
  .max(40, 'A role name is at most 40 characters')
  .regex(/^[a-z0-9][a-z0-9 -]*$/, 'Use letters, digits, spaces and hyphens');
export type StaffRole = z.infer<typeof staffRoleSchema>;
/** The role that holds every permission; it cannot be edited or removed, so someone can always manage staff. */
export const ADMIN_ROLE = 'admin';
export const staffLoginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
  /** Both factors at once: lets the owner through while their account's sign-ins are slowed. */
  code: secondFactorCodeSchema.optional(),
});
export type StaffLoginBody = z.input<typeof staffLoginBodySchema>;

export const staffUserSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.string(),
  /** What the member's role lets them do, read afresh on every request; the console hides the rest. */
  permissions: z.array(staffPermissionSchema),
  /** The most one refund may give back, in cents; null means no limit. */
  refundLimitCents: z.number().int().nullable(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/**
 * What a signed-in member must do before anything else: give the second factor (no user yet),
 * or set up two-factor because an admin requires it (the user, with only the enrolment routes).
 */
export const staffNextSteps = ['two-factor', 'enrol-two-factor'] as const;

/** GET /api/admin/auth/session, and the answer of a staff sign-in. */
export const staffSessionResponseSchema = z.object({
  user: staffUserSchema.nullable(),
  csrfToken: z.string(),
  nextStep: z.enum(staffNextSteps).optional(),
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

/** invited: no password chosen yet; disabled: cannot sign in, sessions ended. */
export const staffStatuses = ['active', 'invited', 'disabled'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

export const staffMemberSchema = staffUserSchema.pick({ email: true, name: true, role: true }).extend({
  id: z.number(),
  status: z.enum(staffStatuses),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  /** Two-factor is on for this member. */
  twoFactor: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListQuerySchema = pageQuerySchema(20);
export type StaffListQuery = z.input<typeof staffListQuerySchema>;

export const staffListResponseSchema = z.object({
  staff: z.array(staffMemberSchema),
  pagination: paginationSchema,
  /** The admin's "require two-factor for all staff". */
  requireTwoFactor: z.boolean(),
});
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

/** PATCH /api/admin/staff/{id}: a new role, or disabled / enabled again. */
export const staffChangeBodySchema = z
  .object({ role: staffRoleSchema.optional(), disabled: z.boolean({ error: 'must be true or false' }).optional() })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, {
    error: 'Give a role or disabled',
  });
export type StaffChangeBody = z.input<typeof staffChangeBodySchema>;

export const staffMemberResponseSchema = z.object({ member: staffMemberSchema });
export type StaffMemberResponse = z.infer<typeof staffMemberResponseSchema>;

export const STAFF_MESSAGES = {
  lastAdmin:
    'This is the last active admin. Make another member an admin first, so someone can still manage staff and settings.',
  emailTaken: 'A staff user with this e-mail already exists',
  notFound: 'No staff member has this id',
  memberDisabled: 'This member is disabled. Enable them first, then send a new link.',
  noTwoFactor: 'This member has not turned on two-factor; there is nothing to reset.',
  ownTwoFactor: 'Turn your own two-factor off or on again from your Profile.',
} as const;

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
  /** The action in words ("Updated the stock of a variant"), for people. */
  actionName: z.string(),
  target: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()).nullable(),
  /** What changed, a line per field ("available: 12", "supportEmail: a → b"). */
  changed: z.array(z.string()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogResponseSchema = z.object({ entries: z.array(auditLogEntrySchema), pagination: paginationSchema });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
