import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import type { AdminTrackPreview } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { formatDateTime } from '../../ui/format';
import { usePreviewWrites } from './api/track-previews';
import { trackLabel } from './track-label';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.color.danger};
  white-space: normal;
`;

const heardOf = (track: AdminTrackPreview) => {
  if (track.source === 'upload') {
    const kind = track.contentType === 'audio/ogg' ? 'Ogg' : 'MP3';
    return `Uploaded ${kind}, ${((track.durationMs ?? 0) / 1000).toFixed(1)} s, ${formatDateTime(track.uploadedAt ?? '')}`;
  }
  return track.source === 'sketch' ? 'Generated sketch, 30 s' : 'No preview: fans see no play button';
};

/** One track: what fans hear now, a player, and the upload or the way back to the sketch (or to no preview). */
export function TrackPreviewRow({ track }: { track: AdminTrackPreview }) {
  const { replace, restore } = usePreviewWrites();
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const label = trackLabel(track);
  const busy = replace.isPending || restore.isPending;

  const upload = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    replace.mutate(
      { trackId: track.trackId, file },
      { onError: (error) => setProblem(userErrorMessage(error, 'The upload failed. Please try again.')) },
    );
    if (input.current) input.current.value = '';
  };

  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{heardOf(track)}</td>
      <td>
        {track.previewUrl ? (
          <audio controls preload="none" src={track.previewUrl} aria-label={`Preview of ${label}`} />
        ) : (
          'Nothing to play yet'
        )}
      </td>
      <td>
        <Actions>
          <input
            ref={input}
            type="file"
            accept="audio/mpeg,audio/ogg,.mp3,.ogg,.oga,.opus"
            aria-label={`Upload a preview for ${label} (MP3 or Ogg, at most 35 seconds)`}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            disabled={busy}
            onChange={(event) => upload(event.target.files?.[0])}
          />
          {track.source === 'upload' && (
            <Button $variant="secondary" disabled={busy} onClick={() => restore.mutate(track.trackId)}>
              {track.hasSketch ? 'Use the sketch again' : 'Remove the upload'}
            </Button>
          )}
        </Actions>
        {replace.isPending && <p role="status">Uploading…</p>}
        {problem && (
          <Problem id={problemId} role="alert">
            {problem}
          </Problem>
        )}
      </td>
    </tr>
  );
}
