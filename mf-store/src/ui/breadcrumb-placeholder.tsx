import { BreadcrumbBar } from './breadcrumb';
import { Skeleton } from '@ps/shared/ui';

/** The breadcrumb's box while the page's data loads: same margins, one line of text. */
export function BreadcrumbPlaceholder() {
  return (
    <BreadcrumbBar as="div" aria-hidden="true">
      <Skeleton $height="1.5em" $width="min(24rem, 70%)" />
    </BreadcrumbBar>
  );
}
