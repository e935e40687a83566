import styled from 'styled-components';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { EmptyState } from '../../../ui/empty-state';
import { LoadingRows } from '../../../ui/loading-rows';
import { PagedList } from '../../../ui/paged-list';
import { useListView } from '../../../lib/use-list-view';
import { useRowSelection } from '../../../lib/use-row-selection';
import { useFanPhotos } from '../api/get-fan-photos';
import { fanPhotosView } from '../lib/fan-photos-url';
import { BulkBar } from './bulk-bar';
import { FanPhotoActions } from './fan-photo-actions';
import { FanPhotoCard } from './fan-photo-card';
import { StatusTabs } from './status-tabs';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;

const SelectAll = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  input {
    width: 22px;
    height: 22px;
  }
`;

const EMPTY_TEXT = {
  pending: 'No photos are waiting for review.',
  approved: 'No approved photos yet.',
  rejected: 'No rejected photos.',
} as const;

/** The fan-photo queue and its decisions; the tab, page and page size live in the address. */
export function FanPhotosPage() {
  usePageMeta({ title: 'Fan photos · Staff console', description: 'Review the photos fans send in.' });
  const selection = useRowSelection<string>();
  const [view, show] = useListView(fanPhotosView, selection.clear);
  const photos = useFanPhotos(view);
  const rows = photos.data?.photos ?? [];
  const selectable = view.status === 'pending';
  const chosen = rows.filter((photo) => selection.selected.has(photo.id)).map((photo) => photo.id);

  return (
    <AdminPage>
      <PageHeader>
        <h1>Fan photos</h1>
        <div>
          <Button $variant="secondary" onClick={() => void photos.refetch()} disabled={photos.isFetching}>
            {photos.isFetching ? 'Refreshing…' : 'Refresh'}
          </Button>
        </div>
      </PageHeader>
      <StatusTabs view={view} pendingCount={photos.data?.pendingCount} />
      {selectable && rows.length > 0 && (
        <SelectAll>
          <input
            type="checkbox"
            checked={chosen.length === rows.length}
            onChange={(event) =>
              selection.onSelect(
                rows.map((photo) => photo.id),
                event.target.checked,
              )
            }
          />
          Select every photo on this page
        </SelectAll>
      )}
      {chosen.length > 0 && <BulkBar ids={chosen} onDone={selection.clear} onClear={selection.clear} />}
      <PagedList
        query={photos}
        view={view}
        onView={show}
        sizes={fanPhotosView.sizes}
        loading={<LoadingRows as={Grid} label="Loading fan photos" count={Math.min(view.pageSize, 6)} height="360px" />}
        errorTitle="Failed to fetch fan photos"
        errorMessage="We couldn't load the fan photos. Please try again."
        empty={<EmptyState title="Nothing here">{EMPTY_TEXT[view.status]}</EmptyState>}
      >
        {(data) => (
          <Grid>
            {data.photos.map((photo) => (
              <FanPhotoCard
                key={photo.id}
                photo={photo}
                selection={
                  selectable
                    ? {
                        checked: selection.selected.has(photo.id),
                        onChange: (on) => selection.onSelect([photo.id], on),
                      }
                    : undefined
                }
                actions={<FanPhotoActions photo={photo} />}
              />
            ))}
          </Grid>
        )}
      </PagedList>
    </AdminPage>
  );
}
