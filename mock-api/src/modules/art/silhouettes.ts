import type { Palette } from './palettes';

export const silhouettes = ['tee', 'hoodie', 'record', 'poster', 'pin', 'box'] as const;

export type Silhouette = (typeof silhouettes)[number];

/** A lightning bolt in a 100x100 box. */
export const BOLT_PATH = 'M58 0 L18 56 L46 56 L34 100 L82 40 L54 40 L66 0 Z';

const chestBolt = (x: number, y: number, scale: number, colors: Palette) =>
  `<path d="${BOLT_PATH}" transform="translate(${x} ${y}) scale(${scale})" fill="${colors.bolt}" stroke="${colors.ink}" stroke-width="${3 / scale}"/>`;

/** Each shape is drawn in a 200x200 box centred on (100, 100). */
const drawings: Record<Silhouette, (colors: Palette) => string> = {
  tee: (c) =>
    `<path d="M60 30 L80 22 Q100 40 120 22 L140 30 L178 60 L160 90 L146 82 L146 180 L54 180 L54 82 L40 90 L22 60 Z" fill="${c.paper}" stroke="${c.ink}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M80 22 Q100 48 120 22" fill="none" stroke="${c.ink}" stroke-width="5"/>` +
    chestBolt(86, 80, 0.3, c),
  hoodie: (c) =>
    `<path d="M64 46 Q100 -6 136 46 L176 74 L166 172 L148 168 L146 110 L146 186 L54 186 L54 110 L52 168 L34 172 L24 74 Z" fill="${c.paper}" stroke="${c.ink}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M76 48 Q100 12 124 48 Q100 64 76 48 Z" fill="${c.ink}" opacity="0.85"/>` +
    `<path d="M92 58 L90 86 M108 58 L110 86" stroke="${c.ink}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M72 144 L128 144 L136 176 L64 176 Z" fill="none" stroke="${c.ink}" stroke-width="4"/>` +
    chestBolt(88, 92, 0.26, c),
  record: (c) =>
    `<rect x="14" y="34" width="132" height="132" fill="${c.paper}" stroke="${c.ink}" stroke-width="6"/>` +
    chestBolt(38, 66, 0.6, c) +
    `<circle cx="128" cy="100" r="70" fill="${c.ink}"/>` +
    `<circle cx="128" cy="100" r="58" fill="none" stroke="#3f3f46" stroke-width="2"/>` +
    `<circle cx="128" cy="100" r="46" fill="none" stroke="#3f3f46" stroke-width="2"/>` +
    `<circle cx="128" cy="100" r="24" fill="${c.burst}" stroke="${c.paper}" stroke-width="3"/>` +
    `<circle cx="128" cy="100" r="4" fill="${c.paper}"/>`,
  poster: (c) =>
    `<g transform="rotate(-5 100 100)">` +
    `<rect x="42" y="18" width="116" height="164" fill="${c.paper}" stroke="${c.ink}" stroke-width="6"/>` +
    `<rect x="54" y="30" width="92" height="104" fill="${c.burst}" stroke="${c.ink}" stroke-width="3"/>` +
    chestBolt(78, 46, 0.5, c) +
    `<path d="M56 148 H144 M56 162 H124" stroke="${c.ink}" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="32" y="10" width="30" height="12" fill="${c.bolt}" opacity="0.8" transform="rotate(-30 47 16)"/>` +
    `<rect x="138" y="10" width="30" height="12" fill="${c.bolt}" opacity="0.8" transform="rotate(30 153 16)"/>` +
    `</g>`,
  pin: (c) =>
    `<path d="M150 40 L182 22" stroke="${c.ink}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="100" cy="104" r="74" fill="${c.burst}" stroke="${c.ink}" stroke-width="6"/>` +
    `<circle cx="100" cy="104" r="56" fill="${c.paper}" stroke="${c.ink}" stroke-width="4"/>` +
    chestBolt(70, 70, 0.66, c),
  box: (c) =>
    `<path d="M30 74 L100 50 L170 74 L100 98 Z" fill="${c.burst}" stroke="${c.ink}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M30 74 L30 160 L100 186 L100 98 Z" fill="${c.paper}" stroke="${c.ink}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M170 74 L170 160 L100 186 L100 98 Z" fill="${c.bolt}" stroke="${c.ink}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M65 112 L71 128 L88 128 L74 138 L80 155 L65 145 L50 155 L56 138 L42 128 L59 128 Z" fill="${c.bolt}" stroke="${c.ink}" stroke-width="3"/>`,
};

export function drawSilhouette(silhouette: Silhouette, colors: Palette): string {
  return `<g data-silhouette="${silhouette}">${drawings[silhouette](colors)}</g>`;
}
