export interface RawViralMetrics {
  views: number;
  likes: number;
  shares: number;
  comments: number;
  saves: number;
  /** Percent growth of views over the last day. */
  growthRate: number;
}

const percentOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

/** Percent of views that liked, commented, shared or saved, to one decimal. */
export function engagementRate({ views, likes, shares, comments, saves }: RawViralMetrics): number {
  return Math.round(percentOf(likes + comments + shares + saves, views) * 10) / 10;
}

/*
 * 0 to 100 from three signals, each capped: engagement (up to 50 points, full at 20 %),
 * how often viewers pass it on (up to 30, full at a 3 % share rate) and how fast views
 * still grow (up to 20, full at 200 % a day). Shares weigh most because they carry a
 * moment beyond the band's own followers.
 */
export function viralScore(metrics: RawViralMetrics): number {
  const engagement = Math.min(50, engagementRate(metrics) * 2.5);
  const passedOn = Math.min(30, percentOf(metrics.shares, metrics.views) * 10);
  const growth = Math.min(20, Math.max(0, metrics.growthRate) / 10);
  return Math.round(engagement + passedOn + growth);
}
