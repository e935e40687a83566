import { useState } from 'react';
import { RELEASE_NEW_FOR_DAYS } from '@ps/shared/rules';
import type { AdminRelease } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { toApiQuery } from '../../lib/list-url';
import { useListPageView } from '../../lib/use-list-view';
import { AdminPage, PageHeader } from '../../ui/admin-page';
import { PagedList } from '../../ui/paged-list';
import { DeleteReleaseDialog } from './delete-release-dialog';
import { ReleaseDialog } from './release-dialog';
import { ReleaseRow } from './release-row';
import { useAdminReleases } from './api/releases-api';
import { ListTable } from '../../ui/list-table';

export function ReleasesPage() {
  usePageMeta({
    title: 'Releases · Staff console',
    description: "The band's releases in the landing's Music section.",
  });
  const [view, goTo] = useListPageView();
  const releases = useAdminReleases(toApiQuery(view));
  const [editing, setEditing] = useState<AdminRelease | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminRelease | null>(null);

  return (
    <AdminPage>
      <PageHeader>
        <h1>Releases</h1>
        <Button onClick={() => setEditing('new')}>Add release</Button>
      </PageHeader>
      <p>
        Newest first, as the landing&apos;s Music section lists them. A release is called new for {RELEASE_NEW_FOR_DAYS}{' '}
        days from its release date; fans get a button only for each link entered here.
      </p>
      <PagedList
        query={releases}
        view={view}
        onView={goTo}
        errorTitle="Failed to fetch the releases"
        errorMessage="We couldn't load the releases. Please try again."
        empty="No releases yet. Add one and it appears in the landing's Music section."
      >
        {(data) => (
          <ListTable label="Releases" columns={['Release date', 'Title', 'Type', 'Links']} blankLast>
            {data.releases.map((release) => (
              <ReleaseRow key={release.id} release={release} onEdit={setEditing} onDelete={setDeleting} />
            ))}
          </ListTable>
        )}
      </PagedList>
      {deleting && <DeleteReleaseDialog release={deleting} onClose={() => setDeleting(null)} />}
      {editing && <ReleaseDialog release={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}
