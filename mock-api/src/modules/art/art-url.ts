import type { ArtKind } from './render-art';
import type { Silhouette } from './silhouettes';

/** Where the catalog's image_url points for generated art (served by ./routes.ts). */
export function artUrl(kind: ArtKind, name: string, silhouette: Silhouette): string {
  return `/api/art/${kind}/${name}.svg?silhouette=${silhouette}`;
}
