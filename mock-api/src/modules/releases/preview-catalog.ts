/**
 * The seeded albums (migration 0051) whose tracks have a generated demo sketch, with their track
 * counts. A release staff add has none: a made-up sketch presented as its music would be untrue, so
 * its tracks play only once staff upload a file.
 */
const SKETCH_TRACK_COUNTS: Readonly<Record<string, number>> = {
  'my-space': 12,
  'superhero-complex': 10,
};

/** `<slug>-<nn>`: the id the audio API serves a track's preview under. */
export const trackIdOf = (slug: string, number: number) => `${slug}-${String(number).padStart(2, '0')}`;

const TRACK_ID = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{2})$/;

/** The release slug and track number a track id names, or null when it is not `<slug>-<nn>`. */
export function parseTrackId(trackId: string): { slug: string; number: number } | null {
  const match = TRACK_ID.exec(trackId);
  if (!match) return null;
  const [, slug = '', number = ''] = match;
  return { slug, number: Number(number) };
}

/** Whether a generated sketch exists for the track id (whether the track still exists is the releases' word). */
export function hasSketch(trackId: string): boolean {
  const parsed = parseTrackId(trackId);
  const count = parsed ? SKETCH_TRACK_COUNTS[parsed.slug] : undefined;
  return parsed !== null && count !== undefined && parsed.number >= 1 && parsed.number <= count;
}

/** Every sketch's track id, album by album, in track order: what `prepareSketches` encodes at start. */
export const sketchTrackIds = (): string[] =>
  Object.entries(SKETCH_TRACK_COUNTS).flatMap(([slug, count]) =>
    Array.from({ length: count }, (_, index) => trackIdOf(slug, index + 1)),
  );
