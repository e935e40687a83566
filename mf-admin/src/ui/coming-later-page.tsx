import { Link } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { PageHeading } from './page-heading';
import { Panel } from './panel';

/** A console page that is not built yet says so, instead of a dead link or made-up figures. */
export function ComingLaterPage({ title }: { title: string }) {
  usePageMeta({ title: `${title} · Staff console`, description: `${title} in the Panic Squad staff console.` });
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Panel aria-label="Not built yet">
        <p>
          This screen is coming in a later release. Nothing here is live yet, so nothing on it can be changed by
          mistake.
        </p>
        <p>
          <Link to="/admin">Back to the dashboard</Link>
        </p>
      </Panel>
    </>
  );
}
