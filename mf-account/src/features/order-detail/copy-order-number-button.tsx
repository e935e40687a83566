import { useEffect, useRef, useState } from 'react';
import { Button, VisuallyHidden, toast } from '@ps/shared/ui';

/** Spec 3 §9: how long 'Copied!' stays. */
const COPY_CONFIRMATION_MS = 2000;

export function CopyOrderNumberButton({ orderNumber }: { orderNumber: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(orderNumber);
    } catch {
      toast({ title: 'Copy Failed', description: 'Unable to copy to clipboard.', variant: 'destructive' });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };

  return (
    <>
      <Button
        $variant="secondary"
        aria-label={copied ? 'Copied!' : 'Copy order number'}
        onClick={() => void copy()}
        data-print-hidden
      >
        {copied ? 'Copied!' : 'Copy'}
      </Button>
      <VisuallyHidden role="status">
        {copied ? `Order number ${orderNumber} copied to the clipboard.` : ''}
      </VisuallyHidden>
    </>
  );
}
