import { z } from 'zod';

/** The largest value of a PostgreSQL integer column; bigger ids cannot exist. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** Catalog ids are database integers and travel as JSON numbers. */
export const idSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') })
  .int('must be a whole number')
  .positive('must be a positive id')
  .max(MAX_DATABASE_ID, 'is not a valid id');

/** An id in a URL path ("42"), as text in and a number out. */
export const idParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number')
  .transform(Number)
  .refine((id) => id <= MAX_DATABASE_ID, 'is not a valid id');

export const slugSchema = z
  .string()
  .max(120, 'must be at most 120 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and single hyphens');

/** A price in US dollars, e.g. 24.99; the server stores integer cents. */
export const dollarsSchema = z.number().nonnegative();

/**
 * Query strings carry text, and z.coerce.boolean() would read "false" as true,
 * so only the two literal words are accepted.
 */
export const queryBooleanSchema = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true');

/** A row's version as a console form read it (decision 040): sent back with the save as expectedVersion. */
export const formVersionSchema = z.number().int().positive();

/** The version the form read; a save whose row moved on since is refused with 409 VERSION_CONFLICT. */
export const expectedVersionSchema = z
  .number({ error: 'must be the version the form read' })
  .int('must be the version the form read')
  .positive('must be the version the form read')
  .optional();
