import type { ColumnType, Generated } from 'kysely';

/* Tables of sessions, staff, one-time links, rate limits and the audit log (migration 0010). */

export type SessionKind = 'customer' | 'staff';
/** A role's name (migration 0058: a row of staff_roles). */
export type StaffRole = string;
export type OneTimeTokenPurpose =
  'customer_password_reset' | 'staff_password_set' | 'customer_email_confirm' | 'customer_email_change';

export interface SessionsTable {
  /** SHA-256 of the cookie's id: the id itself is never stored. */
  idHash: string;
  kind: SessionKind;
  /** Null while nobody has signed in yet (the session only carries a CSRF token). */
  customerId: number | null;
  staffUserId: number | null;
  /** Migration 0024: the password was right, the second factor is awaited; grants nothing yet. */
  pendingStaffUserId: ColumnType<number | null, number | null | undefined, number | null>;
  csrfToken: string;
  createdAt: Date;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

export interface StaffUsersTable {
  id: Generated<number>;
  /** Lower case: the unique key is case-insensitive. */
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string | null;
  /** Migration 0012: set while the member is disabled. */
  disabledAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  lastSignInAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Migration 0024: the confirmed TOTP secret (base32), null without two-factor. */
  totpSecret: ColumnType<string | null, string | null | undefined, string | null>;
  totpPendingSecret: ColumnType<string | null, string | null | undefined, string | null>;
  totpEnabledAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The 30-second step of the last code accepted; bigint, so the driver answers text. */
  totpLastStep: ColumnType<string | null, number | null | undefined, number | null>;
  createdAt: ColumnType<Date, Date | undefined, never>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface OneTimeTokensTable {
  tokenHash: string;
  purpose: OneTimeTokenPurpose;
  customerId: number | null;
  staffUserId: number | null;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  windowEndsAt: Date;
}

/** Migration 0046: a browser that signed in to an account before (its device cookie). */
export interface KnownDevicesTable {
  tokenHash: string;
  /** Which account the browser vouches for, hashed (scope and lower-case e-mail). */
  accountKey: string;
  createdAt: ColumnType<Date, Date | undefined, never>;
  expiresAt: Date;
}

export interface AuditLogTable {
  /** bigint: the driver returns it as text. */
  id: Generated<string>;
  occurredAt: Date;
  actorStaffId: number | null;
  actorEmail: string | null;
  ip: string | null;
  action: string;
  target: string | null;
  changes: Record<string, unknown> | null;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staffUserId: number;
  /** SHA-256 of the code: the code itself is shown once and never stored. */
  codeHash: string;
  usedAt: Date | null;
}

/** One row: what the admin requires of every staff member. */
export interface StaffPolicyTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  requireTwoFactor: boolean;
  updatedAt: Date | null;
}

/** Migration 0058: roles as named sets of permissions. */
export interface StaffRolesTable {
  id: Generated<number>;
  name: string;
  /** The most one refund may give back; null is no limit. */
  refundLimitCents: number | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface StaffRolePermissionsTable {
  roleId: number;
  permission: string;
}
