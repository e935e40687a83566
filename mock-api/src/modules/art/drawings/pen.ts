import type { Palette } from '../palettes';

/** The colours one drawing uses: the item's own colour, and lines that stay visible on it. */
export interface Pen {
  /** The item itself: the variant's colour, or the palette's paper when it has none. */
  fill: string;
  /** Outlines, against the background. */
  line: string;
  /** Seams and folds drawn on the item: dark on light items, light on dark ones. */
  detail: string;
  accent: string;
  bolt: string;
}

/** A lightning bolt in a 100x100 box. */
export const BOLT_PATH = 'M58 0 L18 56 L46 56 L34 100 L82 40 L54 40 L66 0 Z';

const LIGHT_DETAIL = '#e5e7eb';

function isDark(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 0xff, value & 0xff];
  return 0.299 * r + 0.587 * g + 0.114 * b < 110;
}

export function penFor(colors: Palette, fill = colors.paper): Pen {
  return {
    fill,
    line: colors.ink,
    detail: isDark(fill) ? LIGHT_DETAIL : colors.ink,
    accent: colors.burst,
    bolt: colors.bolt,
  };
}

export const bolt = (x: number, y: number, scale: number, pen: Pen) =>
  `<path d="${BOLT_PATH}" transform="translate(${x} ${y}) scale(${scale})" fill="${pen.bolt}" stroke="${pen.line}" stroke-width="${3 / scale}"/>`;

/** The item's body: its colour, outlined. */
export const body = (d: string, pen: Pen, width = 6) =>
  `<path d="${d}" fill="${pen.fill}" stroke="${pen.line}" stroke-width="${width}" stroke-linejoin="round"/>`;

export const seam = (d: string, pen: Pen, width = 4) =>
  `<path d="${d}" fill="none" stroke="${pen.detail}" stroke-width="${width}" stroke-linecap="round"/>`;
