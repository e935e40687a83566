import { body, bolt, seam, type Pen } from './pen';

const circle = (cx: number, cy: number, r: number, fill: string, pen: Pen, width = 5) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="${pen.line}" stroke-width="${width}"/>`;

/** Small goods, each drawn as what it is. */
export const accessoryDrawings = {
  pin: (pen: Pen) =>
    `<path d="M150 40 L182 22" stroke="${pen.line}" stroke-width="6" stroke-linecap="round"/>` +
    circle(100, 104, 74, pen.accent, pen, 6) +
    circle(100, 104, 56, pen.fill, pen, 4) +
    bolt(70, 70, 0.66, pen),
  mug: (pen: Pen) =>
    `<path d="M140 74 Q184 74 184 110 Q184 146 140 146" fill="none" stroke="${pen.line}" stroke-width="20"/>` +
    `<path d="M140 74 Q184 74 184 110 Q184 146 140 146" fill="none" stroke="${pen.fill}" stroke-width="8"/>` +
    body('M34 46 H146 V170 Q146 184 132 184 H48 Q34 184 34 170 Z', pen) +
    `<ellipse cx="90" cy="46" rx="56" ry="10" fill="#4a2c17" stroke="${pen.line}" stroke-width="5"/>` +
    bolt(70, 86, 0.42, pen),
  tote: (pen: Pen) =>
    `<path d="M70 76 Q70 18 100 18 Q130 18 130 76" fill="none" stroke="${pen.line}" stroke-width="10"/>` +
    body('M36 70 H164 L156 188 H44 Z', pen) +
    `<path d="M100 92 L136 104 Q136 150 100 170 Q64 150 64 104 Z" fill="${pen.accent}" stroke="${pen.line}" stroke-width="4"/>` +
    bolt(86, 106, 0.3, pen),
  stickers: (pen: Pen) =>
    `<rect x="24" y="40" width="96" height="96" rx="14" fill="${pen.accent}" stroke="${pen.line}" stroke-width="5" transform="rotate(-10 72 88)"/>` +
    circle(130, 76, 46, pen.bolt, pen) +
    `<rect x="70" y="104" width="104" height="70" rx="35" fill="${pen.fill}" stroke="${pen.line}" stroke-width="5" transform="rotate(8 122 139)"/>` +
    bolt(104, 112, 0.5, pen),
  wristband: (pen: Pen) =>
    [60, 100, 140]
      .map(
        (cy, index) =>
          `<ellipse cx="100" cy="${cy}" rx="76" ry="26" fill="none" stroke="${pen.line}" stroke-width="18"/>` +
          `<ellipse cx="100" cy="${cy}" rx="76" ry="26" fill="none" stroke="${[pen.accent, pen.bolt, pen.fill][index]}" stroke-width="10"/>`,
      )
      .join(''),
  tin: (pen: Pen) =>
    body('M28 60 Q28 44 44 44 H156 Q172 44 172 60 V150 Q172 166 156 166 H44 Q28 166 28 150 Z', pen) +
    seam('M28 78 H172', pen, 3) +
    [54, 100, 146]
      .map(
        (x) =>
          `<path d="M${x - 16} 96 Q${x} 86 ${x + 16} 96 Q${x + 14} 124 ${x} 144 Q${x - 14} 124 ${x - 16} 96 Z" fill="${pen.accent}" stroke="${pen.line}" stroke-width="3"/>`,
      )
      .join(''),
  keychain: (pen: Pen) =>
    `<circle cx="62" cy="50" r="30" fill="none" stroke="${pen.line}" stroke-width="8"/>` +
    `<path d="M82 70 L100 88" stroke="${pen.line}" stroke-width="6"/>` +
    bolt(80, 78, 1.05, pen),
  lanyard: (pen: Pen) =>
    `<path d="M40 8 L92 150 M160 8 L108 150" stroke="${pen.line}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M40 8 L92 150 M160 8 L108 150" stroke="${pen.fill}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="86" y="146" width="28" height="20" fill="#9ca3af" stroke="${pen.line}" stroke-width="4"/>` +
    `<path d="M100 166 V190" stroke="${pen.line}" stroke-width="6"/>` +
    bolt(66, 16, 0.22, pen) +
    bolt(112, 16, 0.22, pen),
  laminate: (pen: Pen) =>
    `<path d="M70 4 L92 60 M130 4 L108 60" stroke="${pen.line}" stroke-width="10" stroke-linecap="round"/>` +
    body('M40 56 H160 V192 H40 Z', pen) +
    `<rect x="52" y="70" width="96" height="30" fill="${pen.accent}" stroke="${pen.line}" stroke-width="3"/>` +
    `<text x="100" y="92" font-family="Impact, 'Arial Black', sans-serif" font-size="20" text-anchor="middle" fill="${pen.line}">VIP</text>` +
    bolt(76, 110, 0.46, pen),
  figure: (pen: Pen) =>
    `<path d="M70 64 L30 188 H170 L130 64 Z" fill="${pen.accent}" stroke="${pen.line}" stroke-width="5" stroke-linejoin="round"/>` +
    circle(100, 40, 26, pen.fill, pen) +
    `<rect x="80" y="28" width="40" height="12" rx="4" fill="${pen.line}"/>` +
    body('M72 66 H128 L136 130 H64 Z', pen) +
    body('M70 130 H96 V186 H70 Z M104 130 H130 V186 H104 Z', pen, 5) +
    `<path d="M72 70 L44 110 M128 70 L158 40" stroke="${pen.line}" stroke-width="12" stroke-linecap="round"/>` +
    bolt(88, 80, 0.24, pen),
};
