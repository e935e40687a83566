// Stands in for the federation runtime's utils/semver/index.js in the shell's browser build
// (create-app-config.mjs swaps it in). The runtime asks one question of it, `satisfy(version,
// range)`: does a shared module's version meet a consumer's `requiredVersion` (exact, `^`, `~`
// from the package files) or `<=` another version. The stock module answers it with a chain of
// regular-expression rewrites (parser, comparators, constants): about 1.2 KB gzip on every page.
// This one reads the same ranges directly; `host-semver.test.ts` checks it against the stock one.
const VERSION = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
const COMPARATOR = /^(<=|>=|<|>|=|\^|~>?)?\s*(.*)$/;

const wildcard = (part) => part === undefined || part === 'x' || part === 'X' || part === '*';

function parse(text) {
  const match = VERSION.exec(text);
  if (!match) return null;
  const [, ...parts] = match.slice(0, 4);
  const known = [];
  for (const part of parts) {
    if (wildcard(part)) break;
    known.push(Number(part));
  }
  return { known, pre: match[4] ? match[4].split('.') : [] };
}

const version = (major, minor, patch, pre = []) => ({ parts: [major, minor, patch], pre });
const filled = ({ known, pre }) => version(known[0] ?? 0, known[1] ?? 0, known[2] ?? 0, pre);
/** The lowest version above every release of the first `length` parts, prereleases included. */
function after(known, length) {
  const parts = [0, 0, 0];
  for (let index = 0; index < length; index += 1) parts[index] = known[index];
  parts[length - 1] += 1;
  return version(parts[0], parts[1], parts[2], ['0']);
}

function comparePre(left, right) {
  if (left.length === 0 || right.length === 0) return right.length - left.length;
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const [a, b] = [left[index], right[index]];
    if (a === undefined || b === undefined) return a === undefined ? -1 : 1;
    if (a === b) continue;
    const [numericA, numericB] = [/^\d+$/.test(a), /^\d+$/.test(b)];
    if (numericA && numericB) return Number(a) - Number(b);
    if (numericA || numericB) return numericA ? -1 : 1;
    return a < b ? -1 : 1;
  }
  return 0;
}

function compare(left, right) {
  for (let index = 0; index < 3; index += 1)
    if (left.parts[index] !== right.parts[index]) return left.parts[index] - right.parts[index];
  return comparePre(left.pre, right.pre);
}

/** One comparator (`^1.2.3`, `>=2`, `1.x`) as lower and upper bounds, or null when it cannot be read. */
function bounds(comparator) {
  const [, operator = '', rest] = COMPARATOR.exec(comparator);
  const parsed = parse(rest);
  if (!parsed) return null;
  const { known } = parsed;
  // A wildcard (`*`, `x`) lets every version through.
  if (known.length === 0) return [];
  const exact = known.length === 3;
  const from = { at: filled(parsed), below: false, inclusive: true };
  /** Below the next release of the first `length` parts: `^1.2.3` is below 2.0.0-0, `1.2` below 1.3.0-0. */
  const before = (length) => ({ at: after(known, length), below: true, inclusive: false });
  if (operator === '^') {
    const significant = known.findIndex((part, index) => part !== 0 || index === known.length - 1);
    return [from, before(significant + 1)];
  }
  if (operator.startsWith('~')) return [from, before(Math.min(2, known.length))];
  if (operator === '>=') return [from];
  if (operator === '>')
    return [exact ? { ...from, inclusive: false } : { ...before(known.length), below: false, inclusive: true }];
  if (operator === '<') return [{ ...from, below: true, inclusive: false }];
  if (operator === '<=') return [exact ? { ...from, below: true } : before(known.length)];
  return exact ? [from, { ...from, below: true }] : [from, before(known.length)];
}

function meets(candidate, { at, below, inclusive }) {
  const order = below ? compare(at, candidate) : compare(candidate, at);
  return order > 0 || (inclusive && order === 0);
}

function satisfiesSet(candidate, set) {
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(set);
  const comparators = hyphen
    ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`]
    : set.replace(/(<=|>=|<|>|=|\^|~>?)\s+/g, '$1').split(/\s+/);
  for (const comparator of comparators) {
    const limits = bounds(comparator);
    if (!limits || !limits.every((limit) => meets(candidate, limit))) return false;
  }
  return true;
}

export function satisfy(versionText, range) {
  const parsed = versionText ? parse(versionText.trim()) : null;
  if (!parsed || parsed.known.length < 3) return false;
  const candidate = filled(parsed);
  return range.split('||').some((set) => {
    const trimmed = set.trim();
    return trimmed === '' || trimmed === '*' || trimmed === 'x' || satisfiesSet(candidate, trimmed);
  });
}
