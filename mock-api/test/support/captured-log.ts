import { Writable } from 'node:stream';
import { createLogger } from '../../src/logger';

/** A logger configured as in production, writing into memory. */
export function capturedLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'info' }, sink), text: () => lines.join('') };
}
