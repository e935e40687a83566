import { Link } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { PageHeading } from './page-heading';
import { Panel } from './panel';

/** A page the signed-in role may not use; the server refuses its calls as well. */
export function NoAccessPage({ title }: { title: string }) {
  usePageMeta({ title: `${title} · Staff console`, description: 'A staff console page for admins.' });
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Panel aria-label="No access">
        <p>Your staff role cannot open this page. Ask an admin if you need it.</p>
        <p>
          <Link to="/admin">Back to the dashboard</Link>
        </p>
      </Panel>
    </>
  );
}
