import { toast } from './toast';

/** Native share where the browser has it, otherwise the link goes to the clipboard (spec 2 and spec 1 share rules). */
export async function shareLink({ title, url }: { title: string; url: string }): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch {
      // The fan closed the share sheet: nothing to report.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied!', description: 'The link is on your clipboard, ready to share.', variant: 'success' });
  } catch {
    toast({ title: 'Copy Failed', description: 'Unable to copy to clipboard.', variant: 'destructive' });
  }
}
