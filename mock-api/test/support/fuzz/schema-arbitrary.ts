import fc from 'fast-check';
import type { z } from 'zod';
import { hostileKey, hostileNumber, hostileString, hostileValue, wrongType } from './hostile-values';

/** A key left out of an object (fast-check values cannot be `undefined` inside records reliably). */
export const MISSING = Symbol('missing');

/** zod 4's definition, as far as this walker reads it. */
interface Definition {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
}

interface Bounds {
  minValue?: number | null;
  maxValue?: number | null;
  maxLength?: number | null;
}

const definitionOf = (schema: z.ZodType) => schema._zod.def as unknown as Definition;
const boundsOf = (schema: z.ZodType) => schema as unknown as Bounds;
const orUndefined = (value: number | null | undefined) => (value === null ? undefined : value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema a value is written for: through optional, default and pipes to the side that reads the input. */
function inputSchema(schema: z.ZodType): z.ZodType {
  const definition = definitionOf(schema);
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(definition.type)) {
    return inputSchema(definition.innerType as z.ZodType);
  }
  if (definition.type === 'pipe') {
    const input = definition.in as z.ZodType;
    // z.preprocess(fn, schema) is a pipe from a transform: the real rules are on the out side.
    return inputSchema(definitionOf(input).type === 'transform' ? (definition.out as z.ZodType) : input);
  }
  return schema;
}

/** An own property even for "__proto__", so the key reaches the wire. */
function withKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function objectVariant(shape: Record<string, z.ZodType>, example: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = [...new Set([...Object.keys(shape), ...Object.keys(example)])];
  // About one or two changed fields per object: enough to pass validation often and still reach the database.
  const keepWeight = Math.max(2, keys.length * 2 - 3);
  const fields = keys.map((key) => {
    const child = shape[key];
    const current = key in example ? example[key] : MISSING;
    const changed = child ? variantOf(child, current === MISSING ? undefined : current) : hostileValue;
    return fc.oneof(
      { weight: keepWeight, arbitrary: fc.constant(current) },
      { weight: 2, arbitrary: changed },
      { weight: 1, arbitrary: fc.constant(MISSING) },
    );
  });
  const extra = fc.option(fc.tuple(hostileKey, hostileValue), { freq: 6 });
  return fc.tuple(fc.tuple(...fields), extra).map(([values, extraField]) => {
    const built: Record<string, unknown> = {};
    keys.forEach((key, index) => {
      if (values[index] !== MISSING) withKey(built, key, values[index]);
    });
    if (extraField) withKey(built, extraField[0], extraField[1]);
    return built;
  });
}

function arrayVariant(element: z.ZodType, example: unknown[]): fc.Arbitrary<unknown> {
  const first = example[0];
  return fc.oneof(
    fc.array(variantOf(element, first), { minLength: 1, maxLength: 3 }).map((items) => [...example, ...items]),
    fc.constant([]),
    fc.constantFrom(60, 1_000).map((count) => Array.from({ length: count }, () => first ?? null)),
  );
}

function leafVariant(schema: z.ZodType, definition: Definition, example: unknown): fc.Arbitrary<unknown> {
  const bounds = boundsOf(schema);
  switch (definition.type) {
    case 'string':
      return hostileString(example, { maxLength: orUndefined(bounds.maxLength) });
    case 'number':
      return hostileNumber({ minimum: orUndefined(bounds.minValue), maximum: orUndefined(bounds.maxValue) });
    case 'enum': {
      const options = Object.values(definition.entries ?? {});
      return fc.oneof(fc.constantFrom(...options), hostileString(options[0]));
    }
    case 'literal':
      return fc.oneof(fc.constantFrom(...(definition.values ?? [])), hostileString('x'));
    case 'boolean':
      return fc.constantFrom(true, false, 'true', 'false', 0, 1);
    default:
      return hostileValue;
  }
}

/**
 * Values in the shape `schema` describes, each a small change of `example` (a valid input,
 * or undefined where none is known): hostile values of the right type, wrong types, missing
 * and extra keys. fast-check shrinks towards the example, so counterexamples stay readable.
 */
export function variantOf(schema: z.ZodType, example: unknown): fc.Arbitrary<unknown> {
  const target = inputSchema(schema);
  const definition = definitionOf(target);
  let sameType: fc.Arbitrary<unknown>;
  if (definition.type === 'object') {
    sameType = objectVariant(definition.shape ?? {}, isRecord(example) ? example : {});
  } else if (definition.type === 'array') {
    sameType = arrayVariant(definition.element as z.ZodType, Array.isArray(example) ? example : []);
  } else if (definition.type === 'record') {
    const value = definition.valueType as z.ZodType;
    sameType = fc.tuple(hostileKey, variantOf(value, undefined)).map(([key, child]) => {
      const built = { ...(isRecord(example) ? example : {}) };
      withKey(built, key, child);
      return built;
    });
  } else if (definition.type === 'union') {
    const options = definition.options ?? [];
    const fitting = options.find((option) => option.safeParse(example).success) ?? options[0];
    sameType = fitting ? variantOf(fitting, example) : hostileValue;
  } else {
    sameType = leafVariant(target, definition, example);
  }
  return fc.oneof({ weight: 5, arbitrary: sameType }, { weight: 1, arbitrary: wrongType });
}
