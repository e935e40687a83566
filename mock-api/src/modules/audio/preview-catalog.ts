/**
 * The releases whose tracks have previews, with their track counts. Track ids
 * are `<release>-<two-digit number>`, the same ids the landing page's release
 * data points its previewUrl at.
 */
const RELEASE_TRACK_COUNTS: Readonly<Record<string, number>> = {
  'my-space': 12,
  'superhero-complex': 10,
};

const TRACK_ID = /^([a-z]+(?:-[a-z]+)*)-(\d{2})$/;

export function isKnownTrackId(trackId: string): boolean {
  const match = TRACK_ID.exec(trackId);
  if (!match) return false;
  const [, release = '', number = ''] = match;
  const count = RELEASE_TRACK_COUNTS[release];
  const position = Number(number);
  return count !== undefined && position >= 1 && position <= count;
}
