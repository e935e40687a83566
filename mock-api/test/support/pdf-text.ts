import { inflateSync } from 'node:zlib';

// pdfkit ends a stream's data with a bare \n: an \r before it is the data's own last byte (a deflated stream's
// checksum ends in 0x0d one time in 256), so it must not be read as part of the line break.
const STREAM = /stream\r?\n([\s\S]*?)\nendstream/g;
/** One show-text operator: a (kerned) array of hex strings, then TJ or Tj. */
const SHOWN = /\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;

const fromHex = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

/**
 * The text a PDF shows, one line per text operator: enough to check an invoice names
 * its order and total. Reads what pdfkit writes with the standard fonts (hex strings
 * in deflated content streams), nothing more general.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const shown: string[] = [];
  for (const [, body = ''] of raw.matchAll(STREAM)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      content = body; // a stream that was not deflated
    }
    for (const [, array, single] of content.matchAll(SHOWN)) {
      const parts = array ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex = '']) => hex) : [single ?? ''];
      shown.push(parts.map(fromHex).join(''));
    }
  }
  return shown.join('\n');
}
