export type ScoreBand = 'blazing' | 'hot' | 'warm' | 'cool';

/** Spec 2: the VIRAL badge at 90 or more; colour bands at 90, 70 and 50. */
export const VIRAL_BADGE_SCORE = 90;

export function scoreBand(score: number): ScoreBand {
  if (score >= 90) return 'blazing';
  if (score >= 70) return 'hot';
  if (score >= 50) return 'warm';
  return 'cool';
}

/** Colours chosen to keep 4.5:1 against the dark card as text. */
export const SCORE_BAND_COLORS: Record<ScoreBand, string> = {
  blazing: '#ff5c8a',
  hot: '#ff9f43',
  warm: '#ffd23f',
  cool: '#7fd1ff',
};
