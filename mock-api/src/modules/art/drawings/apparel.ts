import { body, bolt, seam, type Pen } from './pen';

const TEE = 'M60 30 L80 22 Q100 40 120 22 L140 30 L178 60 L160 90 L146 82 L146 180 L54 180 L54 82 L40 90 L22 60 Z';
const HOODIE =
  'M64 46 Q100 -6 136 46 L176 74 L166 172 L148 168 L146 110 L146 186 L54 186 L54 110 L52 168 L34 172 L24 74 Z';

/** Garments have a front and a back; every other item is drawn from the front only. */
export const apparelFronts = {
  tee: (pen: Pen) => body(TEE, pen) + seam('M80 22 Q100 48 120 22', pen, 5) + bolt(86, 80, 0.3, pen),
  hoodie: (pen: Pen) =>
    body(HOODIE, pen) +
    `<path d="M76 48 Q100 12 124 48 Q100 64 76 48 Z" fill="${pen.line}" opacity="0.85"/>` +
    seam('M92 58 L90 86 M108 58 L110 86', pen) +
    seam('M72 144 L128 144 L136 176 L64 176 Z', pen) +
    bolt(88, 92, 0.26, pen),
  beanie: (pen: Pen) =>
    body('M38 136 Q38 52 100 52 Q162 52 162 136 Z', pen) +
    body('M30 130 H170 V170 H30 Z', pen) +
    seam('M50 134 V166 M70 134 V166 M90 134 V166 M110 134 V166 M130 134 V166 M150 134 V166', pen, 3) +
    `<circle cx="100" cy="42" r="16" fill="${pen.fill}" stroke="${pen.line}" stroke-width="5"/>` +
    `<rect x="84" y="142" width="32" height="16" fill="${pen.accent}" stroke="${pen.line}" stroke-width="3"/>`,
  cap: (pen: Pen) =>
    body('M30 132 Q30 56 100 56 Q150 56 164 110 L196 124 Q196 146 150 144 L30 144 Z', pen) +
    seam('M100 56 L100 132 M64 66 Q54 100 56 132', pen, 3) +
    `<circle cx="100" cy="56" r="6" fill="${pen.fill}" stroke="${pen.line}" stroke-width="3"/>` +
    bolt(62, 78, 0.4, pen),
  socks: (pen: Pen) =>
    [0, 34]
      .map(
        (dx) =>
          `<g transform="translate(${dx} ${dx / 3})">` +
          body('M36 18 H86 V118 Q86 142 112 142 H140 Q162 142 162 162 Q162 180 140 180 H60 Q36 180 36 150 Z', pen) +
          `<path d="M36 32 H86 M36 46 H86" stroke="${pen.accent}" stroke-width="7"/>` +
          seam('M128 142 Q118 160 128 180', pen, 3) +
          `</g>`,
      )
      .join(''),
  bandana: (pen: Pen) =>
    body('M20 50 H180 L100 178 Z', pen) +
    seam('M36 62 H164', pen, 3) +
    [
      [70, 80],
      [100, 110],
      [130, 80],
      [100, 140],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="${pen.accent}" stroke="${pen.line}" stroke-width="2"/>`)
      .join('') +
    bolt(88, 66, 0.22, pen),
};

export const apparelBacks = {
  tee: (pen: Pen) => body(TEE, pen) + seam('M80 22 Q100 30 120 22', pen, 5) + bolt(70, 66, 0.62, pen),
  hoodie: (pen: Pen) =>
    body(HOODIE, pen) +
    `<path d="M64 46 Q100 20 136 46 Q100 88 64 46 Z" fill="${pen.fill}" stroke="${pen.line}" stroke-width="5"/>` +
    bolt(72, 94, 0.56, pen),
};
