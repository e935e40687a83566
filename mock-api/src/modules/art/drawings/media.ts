import { body, bolt, seam, type Pen } from './pen';

/** Music, print and boxed goods. */
export const mediaDrawings = {
  record: (pen: Pen) =>
    body('M14 34 H146 V166 H14 Z', pen) +
    bolt(38, 66, 0.6, pen) +
    `<circle cx="128" cy="100" r="70" fill="${pen.line}"/>` +
    `<circle cx="128" cy="100" r="58" fill="none" stroke="#3f3f46" stroke-width="2"/>` +
    `<circle cx="128" cy="100" r="46" fill="none" stroke="#3f3f46" stroke-width="2"/>` +
    `<circle cx="128" cy="100" r="24" fill="${pen.accent}" stroke="${pen.fill}" stroke-width="3"/>` +
    `<circle cx="128" cy="100" r="4" fill="${pen.fill}"/>`,
  cassette: (pen: Pen) =>
    body('M16 46 H184 V160 H16 Z', pen) +
    `<rect x="34" y="60" width="132" height="44" fill="${pen.accent}" stroke="${pen.line}" stroke-width="3"/>` +
    `<rect x="56" y="112" width="88" height="34" rx="6" fill="${pen.line}"/>` +
    [78, 122]
      .map((cx) => `<circle cx="${cx}" cy="129" r="11" fill="${pen.fill}" stroke="#3f3f46" stroke-width="3"/>`)
      .join('') +
    seam('M40 160 L52 140 H148 L160 160', pen, 4),
  poster: (pen: Pen) =>
    `<g transform="rotate(-5 100 100)">` +
    body('M42 18 H158 V182 H42 Z', pen) +
    `<rect x="54" y="30" width="92" height="104" fill="${pen.accent}" stroke="${pen.line}" stroke-width="3"/>` +
    bolt(78, 46, 0.5, pen) +
    `<path d="M56 148 H144 M56 162 H124" stroke="${pen.line}" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="32" y="10" width="30" height="12" fill="${pen.bolt}" opacity="0.8" transform="rotate(-30 47 16)"/>` +
    `<rect x="138" y="10" width="30" height="12" fill="${pen.bolt}" opacity="0.8" transform="rotate(30 153 16)"/>` +
    `</g>`,
  comic: (pen: Pen) =>
    body('M40 14 H164 V186 H40 Z', pen) +
    seam('M40 14 V186', pen, 10) +
    `<rect x="54" y="26" width="98" height="30" fill="${pen.accent}" stroke="${pen.line}" stroke-width="3"/>` +
    `<text x="103" y="49" font-family="Impact, 'Arial Black', sans-serif" font-size="20" text-anchor="middle" fill="${pen.fill}">#1</text>` +
    `<rect x="54" y="64" width="98" height="108" fill="${pen.bolt}" stroke="${pen.line}" stroke-width="3"/>` +
    bolt(78, 82, 0.5, pen),
  box: (pen: Pen) =>
    `<path d="M30 74 L100 50 L170 74 L100 98 Z" fill="${pen.accent}" stroke="${pen.line}" stroke-width="6" stroke-linejoin="round"/>` +
    body('M30 74 L30 160 L100 186 L100 98 Z', pen) +
    `<path d="M170 74 L170 160 L100 186 L100 98 Z" fill="${pen.bolt}" stroke="${pen.line}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M65 112 L71 128 L88 128 L74 138 L80 155 L65 145 L50 155 L56 138 L42 128 L59 128 Z" fill="${pen.bolt}" stroke="${pen.line}" stroke-width="3"/>`,
};
