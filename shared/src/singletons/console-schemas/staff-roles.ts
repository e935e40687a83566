import { z } from 'zod';
import { staffRoleSchema } from './staff';
import { staffPermissionSchema } from './staff-permissions';

/** A role as the Roles screen lists it. */
export const staffRoleRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  permissions: z.array(staffPermissionSchema),
  /** The most one refund by a member of the role may give back, in cents; null is no limit. */
  refundLimitCents: z.number().int().nullable(),
  /** How many staff members hold it; a role in use cannot be removed. */
  members: z.number().int(),
  /** The admin role: every permission, no limit, not editable. */
  locked: z.boolean(),
});
export type StaffRoleRecord = z.infer<typeof staffRoleRecordSchema>;

export const STAFF_ROLE_MESSAGES = {
  notFound: 'No role has this id',
  nameTaken: 'A role with this name already exists',
  locked: 'The admin role always holds every permission; it cannot be changed or removed.',
  inUse: 'Members still hold this role. Give them another role first.',
  unknownRole: 'No role has this name',
  overLimit: (limit: string) => `Your role may refund at most ${limit} at a time. Ask an admin to make this refund.`,
} as const;

/** POST /api/admin/roles and PUT /api/admin/roles/{id}. */
export const staffRoleBodySchema = z.object({
  name: staffRoleSchema,
  permissions: z
    .array(staffPermissionSchema)
    .max(50)
    .transform((permissions) => [...new Set(permissions)]),
  refundLimitCents: z
    .number({ error: 'must be a whole number of cents' })
    .int('must be a whole number of cents')
    .min(0, 'cannot be negative')
    .max(100_000_000, 'is at most $1,000,000')
    .nullable(),
});
export type StaffRoleBody = z.input<typeof staffRoleBodySchema>;

export const staffRolesResponseSchema = z.object({ roles: z.array(staffRoleRecordSchema) });
export type StaffRolesResponse = z.infer<typeof staffRolesResponseSchema>;

export const staffRoleResponseSchema = z.object({ role: staffRoleRecordSchema });
export type StaffRoleResponse = z.infer<typeof staffRoleResponseSchema>;
