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

export interface CatalogTrack {
  trackId: string;
  release: string;
  number: number;
}

/** Every track with a preview, release by release, in track order. */
export function catalogTracks(): CatalogTrack[] {
  return Object.entries(RELEASE_TRACK_COUNTS).flatMap(([release, count]) =>
    Array.from({ length: count }, (_, index) => ({
      trackId: `${release}-${String(index + 1).padStart(2, '0')}`,
      release,
      number: index + 1,
    })),
  );
}
