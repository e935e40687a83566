import { useState } from 'react';
import styled from 'styled-components';
import { useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { FAN_PHOTOS_PAGE_SIZES } from '@ps/shared/social';
import { Button, ErrorFallback, Skeleton } from '@ps/shared/ui';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { Pager } from '../../../ui/pager';
import { useFanPhotos } from '../api/get-fan-photos';
import { readFanPhotosView, writeFanPhotosView, type FanPhotosView } from '../lib/fan-photos-url';
import { BulkBar } from './bulk-bar';
import { FanPhotoActions } from './fan-photo-actions';
import { FanPhotoCard } from './fan-photo-card';
import { StatusTabs } from './status-tabs';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
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
  const [params, setParams] = useSearchParams();
  const view = readFanPhotosView(params);
  const photos = useFanPhotos(view);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = photos.data?.photos ?? [];
  const selectable = view.status === 'pending';
  const chosen = rows.filter((photo) => selected.has(photo.id)).map((photo) => photo.id);

  const show = (next: Partial<FanPhotosView>) => {
    setSelected(new Set());
    setParams(writeFanPhotosView({ ...view, ...next }));
  };
  const select = (ids: string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    setSelected(next);
  };

  let body;
  if (photos.isPending) {
    body = (
      <Grid role="status" aria-busy="true" aria-label="Loading fan photos">
        {Array.from({ length: Math.min(view.pageSize, 6) }, (_, index) => (
          <Skeleton key={index} $height="360px" />
        ))}
      </Grid>
    );
  } else if (photos.isError) {
    body = (
      <ErrorFallback
        title="Failed to fetch fan photos"
        message="We couldn't load the fan photos. Please try again."
        onRetry={() => void photos.refetch()}
      />
    );
  } else if (rows.length === 0) {
    body = (
      <Empty>
        <h2>Nothing here</h2>
        <p>{EMPTY_TEXT[view.status]}</p>
      </Empty>
    );
  } else {
    body = (
      <Grid>
        {rows.map((photo) => (
          <FanPhotoCard
            key={photo.id}
            photo={photo}
            selection={
              selectable ? { checked: selected.has(photo.id), onChange: (on) => select([photo.id], on) } : undefined
            }
            actions={<FanPhotoActions photo={photo} />}
          />
        ))}
      </Grid>
    );
  }

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
              select(
                rows.map((photo) => photo.id),
                event.target.checked,
              )
            }
          />
          Select every photo on this page
        </SelectAll>
      )}
      {chosen.length > 0 && (
        <BulkBar ids={chosen} onDone={() => setSelected(new Set())} onClear={() => setSelected(new Set())} />
      )}
      <div aria-busy={photos.isPlaceholderData}>{body}</div>
      {photos.data && (
        <Pager
          page={view.page}
          size={view.pageSize}
          sizes={FAN_PHOTOS_PAGE_SIZES}
          total={photos.data.pagination.total}
          onPage={(page) => show({ page })}
          onSize={(pageSize) => show({ pageSize, page: 1 })}
        />
      )}
    </AdminPage>
  );
}
