import { usePageMeta } from '@ps/shared/seo';
import { PREVIEW_MAX_SECONDS } from '@ps/shared/console-schemas';
import { DataTable } from '../../ui/data-table';
import { PageHeading } from '../../ui/page-heading';
import { QueryStates } from '../../ui/query-states';
import { useTrackPreviews } from './api/track-previews';
import { TrackPreviewRow } from './track-preview-row';
import { TableHead } from '../../ui/table-head';

/** Catalog staff: every release's tracks and the preview each plays on the landing page, if any. */
export function MusicPage() {
  usePageMeta({ title: 'Music · Staff console', description: 'Track previews on the landing page.' });
  const previews = useTrackPreviews();

  return (
    <>
      <PageHeading>Music</PageHeading>
      <p>
        Every track of every release is listed here. Until a real preview is uploaded, the two seeded albums’ tracks
        play a 30-second sketch the site generates, labelled “Sketch preview” for fans; tracks of releases added in the
        console have no preview and no play button. Upload an MP3 or Ogg file of at most {PREVIEW_MAX_SECONDS} seconds
        to play.
      </p>
      <QueryStates
        query={previews}
        errorTitle="Couldn't load the tracks"
        loadingLabel="Loading the tracks…"
        placeholderHeight="480px"
      >
        {(data) => (
          <DataTable>
            <caption>Previews fans can play in the music section</caption>
            <TableHead columns={['Track', 'Fans hear', 'Listen', 'Upload']} />
            <tbody>
              {data.tracks.map((track) => (
                <TrackPreviewRow key={track.trackId} track={track} />
              ))}
            </tbody>
          </DataTable>
        )}
      </QueryStates>
    </>
  );
}
