import { seededRandom, type SeededRandom } from '../../lib/seeded-random';
import { palettes, type Palette } from './palettes';
import { ITEM_COLORS, type ItemColor } from './item-colors';
import { BOLT_PATH, drawSilhouette, silhouettes, type ArtView, type Silhouette } from './silhouettes';

export const artKinds = ['products', 'categories', 'social'] as const;

export type ArtKind = (typeof artKinds)[number];

export interface ArtRequest {
  kind: ArtKind;
  /** Slug-like name, e.g. "panic-attack-hero-tee-2"; it alone decides the picture. */
  name: string;
  silhouette?: Silhouette;
  /** The item's colour (its variant's); absent for items that come in one look. */
  color?: ItemColor;
  view?: ArtView;
}

const canvasSize: Record<ArtKind, { width: number; height: number }> = {
  products: { width: 600, height: 600 },
  categories: { width: 800, height: 500 },
  social: { width: 600, height: 600 },
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

function captionFor(name: string): string {
  const words = name.replace(/-\d+$/, '').replace(/-/g, ' ').toUpperCase();
  return words.length > 26 ? `${words.slice(0, 25).trimEnd()}…` : words;
}

/** Alternating wedges from the centre: the comic "action" background. */
function rays(random: SeededRandom, cx: number, cy: number, reach: number, colors: Palette): string {
  const count = random.int(10, 18);
  const turn = random.next() * Math.PI;
  const step = (Math.PI * 2) / count;
  const point = (angle: number) =>
    `${(cx + Math.cos(angle) * reach).toFixed(1)},${(cy + Math.sin(angle) * reach).toFixed(1)}`;
  const wedges = Array.from({ length: count }, (_, index) => {
    const start = turn + index * step;
    return `<polygon points="${cx},${cy} ${point(start)} ${point(start + step / 2)}"/>`;
  });
  return `<g fill="${colors.rays}">${wedges.join('')}</g>`;
}

function burst(random: SeededRandom, cx: number, cy: number, radius: number, colors: Palette): string {
  const spikes = random.int(11, 16);
  const points = Array.from({ length: spikes * 2 }, (_, index) => {
    const r = index % 2 === 0 ? radius : radius * (0.72 + random.next() * 0.1);
    const angle = (Math.PI * index) / spikes;
    return `${(cx + Math.cos(angle) * r).toFixed(1)},${(cy + Math.sin(angle) * r).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${colors.burst}" stroke="${colors.ink}" stroke-width="6" stroke-linejoin="round"/>`;
}

function bolts(random: SeededRandom, width: number, height: number, colors: Palette): string {
  const spots = [
    [0.06, 0.2],
    [0.8, 0.22],
    [0.08, 0.64],
    [0.82, 0.62],
  ] as const;
  return spots
    .filter(() => random.next() < 0.7)
    .map(([x, y]) => {
      const scale = 0.6 + random.next() * 0.5;
      const angle = random.int(-25, 25);
      return `<path d="${BOLT_PATH}" transform="translate(${(x * width).toFixed(0)} ${(y * height).toFixed(0)}) rotate(${angle} 50 50) scale(${scale.toFixed(2)})" fill="${colors.bolt}" stroke="${colors.ink}" stroke-width="5" stroke-linejoin="round"/>`;
    })
    .join('');
}

function lettering(width: number, height: number, caption: string, colors: Palette): string {
  const size = Math.round(width * 0.1);
  const font = `font-family="Impact, 'Arial Black', 'Helvetica Neue', sans-serif" font-weight="900"`;
  // Impact is often missing; textLength keeps the title inside the frame in whatever font renders it.
  return (
    `<text x="${width / 2}" y="${size + 18}" ${font} font-size="${size}" textLength="${Math.round(width * 0.8)}" lengthAdjust="spacingAndGlyphs" text-anchor="middle" fill="${colors.paper}" stroke="${colors.ink}" stroke-width="8" paint-order="stroke" transform="rotate(-4 ${width / 2} ${size})">PANIC SQUAD</text>` +
    `<rect x="${width * 0.08}" y="${height - 74}" width="${width * 0.84}" height="50" fill="${colors.paper}" stroke="${colors.ink}" stroke-width="5"/>` +
    `<text x="${width / 2}" y="${height - 39}" ${font} font-size="26" text-anchor="middle" fill="${colors.ink}">${escapeXml(caption)}</text>`
  );
}

/** A deterministic comic-book SVG: the same request always yields the same bytes. */
export function renderArt(request: ArtRequest): string {
  const random = seededRandom(`${request.kind}/${request.name}`);
  const colors = random.pick(palettes);
  const silhouette = request.silhouette ?? random.pick(silhouettes);
  const { width, height } = canvasSize[request.kind];
  const cx = width / 2;
  const cy = height / 2 + 10;
  const shapeSize = Math.min(width, height) * 0.5;
  const dot = random.int(3, 5);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(captionFor(request.name))}">`,
    `<defs><pattern id="halftone" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(${random.int(15, 75)})"><circle cx="8" cy="8" r="${dot}" fill="${colors.ink}"/></pattern>`,
    // Rays reach past the edges; clipping keeps them inside when the image is stretched.
    `<clipPath id="canvas"><rect width="${width}" height="${height}"/></clipPath></defs>`,
    `<g clip-path="url(#canvas)">`,
    `<rect width="${width}" height="${height}" fill="${colors.background}"/>`,
    rays(random, cx, cy, Math.max(width, height), colors),
    `<rect width="${width}" height="${height}" fill="url(#halftone)" opacity="0.14"/>`,
    burst(random, cx, cy, shapeSize * 0.78, colors),
    bolts(random, width, height, colors),
    `<g transform="translate(${cx - shapeSize / 2} ${cy - shapeSize / 2}) scale(${shapeSize / 200})">${drawSilhouette(silhouette, colors, { fill: request.color && ITEM_COLORS[request.color], view: request.view })}</g>`,
    lettering(width, height, captionFor(request.name), colors),
    `</g></svg>`,
  ].join('');
}
