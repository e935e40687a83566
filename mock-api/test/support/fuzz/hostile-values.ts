import fc from 'fast-check';

/**
 * Text sent exactly as written: a JSON number no JavaScript value prints (1e400),
 * nesting too deep to build as an object, or a percent-encoding in a URL.
 */
export class RawText {
  constructor(
    readonly text: string,
    readonly label = text,
  ) {}

  [fc.toStringMethod](): string {
    return `raw(${this.label})`;
  }
}

/** A long string, kept short in counterexamples. */
export class Repeated {
  constructor(
    readonly unit: string,
    readonly count: number,
  ) {}

  toString(): string {
    return this.unit.repeat(this.count);
  }

  toJSON(): string {
    return this.toString();
  }

  [fc.toStringMethod](): string {
    return `${JSON.stringify(this.unit)}×${this.count}`;
  }
}

/** Characters PostgreSQL, JSON, terminals or screens treat specially. */
const HOSTILE_CHARACTERS = [
  '\u0000', // NUL: PostgreSQL text cannot hold it
  '\ud800', // a lone high surrogate
  '\udfff', // a lone low surrogate
  '\u202e', // right-to-left override
  '\u2066', // left-to-right isolate
  '\u200f', // right-to-left mark
  '\u200b', // zero-width space
  '\ufeff', // byte order mark
  '\u2028', // line separator
  '\uffff', // a noncharacter
  '\u0301', // a combining accent with nothing to combine with
  '\r\n',
  '\t',
  '🎸',
  '👩‍👩‍👧‍👦',
  '🇺🇸',
];

const HOSTILE_STRINGS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x1F',
  '  42  ',
  '9'.repeat(400),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  '<script>alert(1)</script>',
  "'; drop table orders; --",
  '%00',
  '../../etc/passwd',
  '\\',
  '"',
  'Ǆİß',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǵ̪̤o̜',
  'x\ud83d',
  'a\u0000b',
  '\u202e\u2066evil\u2069',
];

const hostileCharacter = fc.constantFrom(...HOSTILE_CHARACTERS);

/** `base` with a hostile character at the start, the end or in the middle. */
function spiked(base: string): fc.Arbitrary<string> {
  return fc
    .tuple(hostileCharacter, fc.nat({ max: base.length }))
    .map(([character, at]) => base.slice(0, at) + character + base.slice(at));
}

interface StringLimits {
  maxLength?: number;
}

/** Strings of the right type and the wrong content: controls, surrogates, bidi, emoji, boundary and huge lengths. */
export function hostileString(example: unknown, limits: StringLimits = {}): fc.Arbitrary<unknown> {
  const base = typeof example === 'string' && example !== '' ? example : 'a';
  // 30,000 emoji are past the 100 kB body limit; 30,000 letters are not.
  const lengths = [limits.maxLength, limits.maxLength === undefined ? undefined : limits.maxLength + 1, 5_000, 30_000];
  return fc.oneof(
    spiked(base),
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.string({ unit: 'binary', maxLength: 24 }),
    fc.array(hostileCharacter, { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')),
    fc
      .tuple(fc.constantFrom(...lengths.filter((length) => length !== undefined)), fc.constantFrom('a', '🎸', '\u0000'))
      .map(([count, unit]) => new Repeated(unit, count)),
  );
}

interface NumberLimits {
  minimum?: number;
  maximum?: number;
}

/** Numbers at and past every edge, including JSON numbers no double can hold. */
export function hostileNumber(limits: NumberLimits = {}): fc.Arbitrary<unknown> {
  const edges = [limits.minimum, limits.maximum].filter((edge): edge is number => Number.isFinite(edge));
  return fc.oneof(
    fc.constantFrom(...edges.flatMap((edge) => [edge - 1, edge - 0.5, edge + 0.5, edge + 1]), 0, -0, -1, 0.5),
    fc.constantFrom(2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE),
    fc.constantFrom(Number.MIN_VALUE, -Number.MAX_VALUE, 1e-7, 1e21),
    fc.constantFrom('1e400', '-1e400', '1E-400', '123456789012345678901234567890', '-0.0').map((n) => new RawText(n)),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
}

/** JSON nested far deeper than any form: arrays or objects, as raw text. */
export const deepNesting: fc.Arbitrary<RawText> = fc
  .tuple(fc.constantFrom(64, 2_000, 20_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? new RawText('['.repeat(depth) + ']'.repeat(depth), `[ nested ${depth} deep ]`)
      : new RawText('{"a":'.repeat(depth) + 'null' + '}'.repeat(depth), `{ nested ${depth} deep }`),
  );

/** A value of another JSON type than the one expected. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, 1, '', 'true', [], {}, [null], { length: 1 }),
  deepNesting,
);

/** Keys a handler might trip over: prototype names, blanks, controls and fields the server computes. */
export const hostileKey: fc.Arbitrary<string> = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '',
  ' ',
  '\u0000',
  '🎸',
  'price',
  'total',
  'status',
  'id',
);

/** Any hostile value at all, for keys the schema does not know. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(wrongType, hostileString('x'), hostileNumber());
