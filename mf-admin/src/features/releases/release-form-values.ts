import { RELEASE_LINKS, type CoverMotif, type ReleaseLinkKind, type ReleaseType } from '@ps/shared/rules';
import type { AdminRelease, ReleaseBody } from '@ps/shared/schemas';

/** What staff type. Tracks are one per line, "3:24 Heart Rate Hero", with " *" at the end for a popular one. */
export interface ReleaseFormValues {
  slug: string;
  title: string;
  artist: string;
  type: ReleaseType;
  releasedOn: string;
  description: string;
  genres: string;
  motif: CoverMotif;
  background: string;
  accent: string;
  tracks: string;
  links: Record<ReleaseLinkKind, string>;
  featured: boolean;
}

const TRACK_LINE = /^(\d+):([0-5]\d)\s+(.+?)(\s+\*)?$/;

const trackLine = ({ title, seconds, popular }: AdminRelease['tracks'][number]) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} ${title}${popular ? ' *' : ''}`;

/** A line that does not read as "m:ss title" goes as a title with no length, so the server names the line. */
function parseTrack(line: string) {
  const match = TRACK_LINE.exec(line.trim());
  if (!match) return { title: line.trim(), seconds: 0, popular: false };
  const [, minutes = '0', seconds = '0', title = '', star] = match;
  return { title, seconds: Number(minutes) * 60 + Number(seconds), popular: star !== undefined };
}

export const toReleaseFormValues = (release: AdminRelease | null): ReleaseFormValues => ({
  slug: release?.slug ?? '',
  title: release?.title ?? '',
  artist: release?.artist ?? 'Panic Squad',
  type: release?.type ?? 'album',
  releasedOn: release?.releasedOn ?? '',
  description: release?.description ?? '',
  genres: release?.genres.join(', ') ?? '',
  motif: release?.cover.motif ?? 'window',
  background: release?.cover.background ?? '#ff4f8b',
  accent: release?.cover.accent ?? '#ffd23f',
  tracks: release?.tracks.map(trackLine).join('\n') ?? '',
  links: Object.fromEntries(RELEASE_LINKS.map((kind) => [kind, release?.links[kind] ?? ''])) as Record<
    ReleaseLinkKind,
    string
  >,
  featured: release?.featured ?? false,
});

/** The body of POST and PUT; an empty link is no link (its button is hidden on the landing). */
export const toReleaseBody = (values: ReleaseFormValues): ReleaseBody => ({
  slug: values.slug.trim(),
  title: values.title,
  artist: values.artist,
  type: values.type,
  releasedOn: values.releasedOn,
  description: values.description,
  genres: values.genres
    .split(',')
    .map((genre) => genre.trim())
    .filter(Boolean),
  cover: { motif: values.motif, background: values.background, accent: values.accent },
  tracks: values.tracks
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(parseTrack),
  links: Object.fromEntries(RELEASE_LINKS.map((kind) => [kind, values.links[kind].trim() || null])) as Record<
    ReleaseLinkKind,
    string | null
  >,
  featured: values.featured,
});

/** The server names a track's problem as `tracks.2.seconds`; the one text box shows it by line. */
export function tracksError(fields: Record<string, string> | undefined): string | undefined {
  if (!fields) return undefined;
  const problems = Object.entries(fields).flatMap(([key, message]) => {
    if (key === 'tracks') return [message];
    const match = /^tracks\.(\d+)\.(\w+)$/.exec(key);
    return match ? [`line ${Number(match[1]) + 1}: ${match[2] === 'seconds' ? 'length' : match[2]} ${message}`] : [];
  });
  return problems.length > 0 ? problems.join('; ') : undefined;
}
