import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { PrintKind } from './printable-order';

/**
 * Which document is mounted for printing (the invoice unless another was asked for),
 * and a function that mounts one, prints it, then goes back to the invoice.
 */
export function usePrint() {
  const [kind, setKind] = useState<PrintKind>('invoice');
  return {
    kind,
    print: (next: PrintKind) => {
      // The document must be on the page before the browser takes its snapshot for printing.
      flushSync(() => setKind(next));
      window.print();
      setKind('invoice');
    },
  };
}
