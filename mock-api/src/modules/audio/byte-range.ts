/** Inclusive byte positions, as in `Content-Range: bytes start-end/size`. */
export interface ByteRange {
  start: number;
  end: number;
}

export type RangeRequest = { kind: 'whole' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const SINGLE_BYTE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads a `Range` header against a body of `size` bytes (RFC 9110 §14.2).
 * No header, another unit or several ranges get the whole body (a server may
 * ignore Range, and players only ever ask for one); a byte range that is
 * malformed or starts past the end cannot be satisfied.
 */
export function parseByteRange(header: string | undefined, size: number): RangeRequest {
  const value = (header ?? '').replace(/\s+/g, '').toLowerCase();
  if (!value.startsWith('bytes=') || value.includes(',')) return { kind: 'whole' };
  const match = SINGLE_BYTE_RANGE.exec(value);
  if (!match) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'unsatisfiable' };

  if (first === '') {
    const suffixLength = Number(last);
    if (suffixLength === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffixLength), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end } };
}
