import type { ReactNode } from 'react';
import { useSingletonFingerprint } from './use-singleton-fingerprint';

interface Props {
  name: string;
  children: ReactNode;
}

/** Every remote's exposed route tree renders inside this; the data attributes let tests check the singletons. */
export function RemoteRoot({ name, children }: Props) {
  const fingerprint = useSingletonFingerprint();
  return (
    <div data-remote={name} data-singletons={fingerprint}>
      {children}
    </div>
  );
}
