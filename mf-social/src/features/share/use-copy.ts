import { useEffect, useState } from 'react';
import { toast } from '@ps/shared/ui';

/** Spec 2: "Copied" shows for 2 seconds. */
export const COPIED_MS = 2_000;

/** Writes to the clipboard without a word: false when the browser refuses. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies text; `copied` names what was copied last, for two seconds. */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = window.setTimeout(() => setCopied(null), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async (key: string, text: string): Promise<boolean> => {
    const done = await writeClipboard(text);
    if (done) setCopied(key);
    else toast({ title: 'Copy Failed', description: 'Unable to copy to clipboard.', variant: 'destructive' });
    return done;
  };
  return { copied, copy };
}
