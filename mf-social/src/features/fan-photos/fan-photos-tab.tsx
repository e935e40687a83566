import { useState } from 'react';
import styled from 'styled-components';
import { track } from '@ps/shared/tracking';
import { Button, Skeleton } from '@ps/shared/ui';
import { ModalDialog } from '@ps/shared/kit';
import { useFanPhotos } from '../../api/get-fan-photos';
import { FeedError } from '../../ui/feed-error';
import { CardGrid, Muted, SectionTitle } from '../../ui/panel-card';
import { PhotoTile } from './photo-tile';
import { SubmitPhotoForm } from './submit-photo-form';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** Spec 2's showcase of featured fan photos and the submission modal. */
export function FanPhotosTab() {
  const photos = useFanPhotos();
  const [open, setOpen] = useState(false);
  const openForm = () => {
    setOpen(true);
    track('click', { elementId: 'fan-photo-submit-open', sectionName: 'social-fan-photos' });
  };
  return (
    <section aria-labelledby="fan-photos-heading">
      <Head>
        <div>
          <SectionTitle id="fan-photos-heading">Featured fan photos</SectionTitle>
          <Muted>Photos fans sent us, shown once the band&apos;s team approves them, plus a few samples.</Muted>
        </div>
        <Button type="button" onClick={openForm}>
          Submit your photo
        </Button>
      </Head>
      {photos.isPending ? (
        <CardGrid aria-busy="true" aria-label="Loading fan photos">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} $height="280px" />
          ))}
        </CardGrid>
      ) : photos.isError ? (
        <FeedError what="fan photos" onRetry={() => void photos.refetch()} />
      ) : (
        <CardGrid>
          {photos.data.photos.map((photo) => (
            <PhotoTile key={photo.id} photo={photo} />
          ))}
        </CardGrid>
      )}
      <ModalDialog open={open} onClose={() => setOpen(false)} labelledBy="fan-photo-form-title">
        <SectionTitle id="fan-photo-form-title">Submit a fan photo</SectionTitle>
        <SubmitPhotoForm onDone={() => setOpen(false)} />
      </ModalDialog>
    </section>
  );
}
