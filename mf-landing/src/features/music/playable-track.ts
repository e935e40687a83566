import type { ReleaseTrack } from '@ps/shared/schemas';

/** A track with a preview the player can load. */
export type PlayableTrack = ReleaseTrack & { previewUrl: string };

export const isPlayable = (track: ReleaseTrack): track is PlayableTrack => track.previewUrl !== null;
