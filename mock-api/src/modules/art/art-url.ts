import type { ItemColor } from './item-colors';
import type { ArtKind } from './render-art';
import type { ArtView, Silhouette } from './silhouettes';

/** Where the catalog's image_url points for generated art (served by ./routes.ts). */
export function artUrl(
  kind: ArtKind,
  name: string,
  silhouette: Silhouette,
  { color, view }: { color?: ItemColor; view?: ArtView } = {},
): string {
  const query = new URLSearchParams({ silhouette });
  if (color) query.set('color', color);
  if (view && view !== 'front') query.set('view', view);
  return `/api/art/${kind}/${name}.svg?${query.toString()}`;
}
