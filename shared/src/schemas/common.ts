import { z } from 'zod';

/** Catalog ids are database integers and travel as JSON numbers. */
export const idSchema = z.number().int().positive();

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
