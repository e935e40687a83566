import { Button, shareLink } from '@ps/shared/ui';

export function ShareButton({ title, path }: { title: string; path: string }) {
  return (
    <Button
      $variant="secondary"
      onClick={() => void shareLink({ title, url: new URL(path, window.location.origin).href })}
    >
      Share
    </Button>
  );
}
