import { accessoryDrawings } from './drawings/accessories';
import { apparelBacks, apparelFronts } from './drawings/apparel';
import { mediaDrawings } from './drawings/media';
import { penFor } from './drawings/pen';
import type { Palette } from './palettes';

export { BOLT_PATH } from './drawings/pen';

const drawings = { ...apparelFronts, ...accessoryDrawings, ...mediaDrawings };

export type Silhouette = keyof typeof drawings;
export const silhouettes = Object.keys(drawings) as [Silhouette, ...Silhouette[]];

/** The sides a picture can show: garments are drawn from the back too; a close-up enlarges the print. */
export const artViews = ['front', 'back', 'detail'] as const;
export type ArtView = (typeof artViews)[number];

export const hasBack = (silhouette: Silhouette): silhouette is keyof typeof apparelBacks => silhouette in apparelBacks;

interface DrawOptions {
  /** The item's own colour (a variant's); the palette's paper when absent. */
  fill?: string;
  view?: ArtView;
}

/** Each shape is drawn in a 200x200 box centred on (100, 100). */
export function drawSilhouette(
  silhouette: Silhouette,
  colors: Palette,
  { fill, view = 'front' }: DrawOptions = {},
): string {
  const pen = penFor(colors, fill);
  const side = view === 'back' && !hasBack(silhouette) ? 'front' : view;
  const drawing = side === 'back' && hasBack(silhouette) ? apparelBacks[silhouette](pen) : drawings[silhouette](pen);
  // The close-up: the middle of the same drawing at twice the size, cut to its box.
  const shown =
    side === 'detail'
      ? `<clipPath id="detail-box"><rect width="200" height="200"/></clipPath><g clip-path="url(#detail-box)"><g transform="translate(-100 -90) scale(2)">${drawing}</g></g>`
      : drawing;
  return `<g data-silhouette="${silhouette}" data-view="${side}" data-fill="${pen.fill}">${shown}</g>`;
}
