/*
 * The release rules both the landing and the console read, without zod (fan routes keep it off
 * their load, decision 029); the API imports them from here.
 */

export const RELEASE_TYPES = ['album', 'ep', 'single'] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];

export const RELEASE_TYPE_LABELS: Readonly<Record<ReleaseType, string>> = {
  album: 'Album',
  ep: 'EP',
  single: 'Single',
};

/** The drawings the landing's SVG cover art knows. */
export const COVER_MOTIFS = ['window', 'mask'] as const;
export type CoverMotif = (typeof COVER_MOTIFS)[number];

/** Where a fan can hear or buy a release; a button per link that exists, none for one that does not. */
export const RELEASE_LINKS = ['spotify', 'appleMusic', 'youtube', 'download'] as const;
export type ReleaseLinkKind = (typeof RELEASE_LINKS)[number];

export const RELEASE_LINK_LABELS: Readonly<Record<ReleaseLinkKind, string>> = {
  spotify: 'Spotify',
  appleMusic: 'Apple Music',
  youtube: 'YouTube',
  download: 'Download',
};

/** How long after its release day a release may be called new: after that "NEW" would be untrue. */
export const RELEASE_NEW_FOR_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Released (`YYYY-MM-DD`, read at noon local time) within the last RELEASE_NEW_FOR_DAYS days; never before its day. */
export function isNewRelease(releasedOn: string, now: Date): boolean {
  const age = now.getTime() - Date.parse(`${releasedOn}T12:00:00`);
  return age >= -DAY_MS / 2 && age < RELEASE_NEW_FOR_DAYS * DAY_MS;
}

/** "42:15": a release's running time from its tracks' seconds. */
export function totalRunningTime(tracks: readonly { seconds: number }[]): string {
  const total = tracks.reduce((sum, track) => sum + track.seconds, 0);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
