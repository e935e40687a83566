import type { ElementType } from 'react';
import { Skeleton } from '@ps/shared/ui';

interface Props {
  /** What is loading, for assistive technology ("Loading customers"). */
  label: string;
  count: number;
  height: string;
  /** The element that lays the placeholders out (a card grid); a plain block unless given. */
  as?: ElementType;
}

/** A list's first load: a placeholder per row it will show, announced as busy. */
export function LoadingRows({ label, count, height, as: Layout = 'div' }: Props) {
  return (
    <Layout role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} $height={height} />
      ))}
    </Layout>
  );
}
