import type { VariantOption } from './types';

const APPAREL_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;

const COLOR_CODES: Record<string, string> = {
  Black: 'BLK',
  White: 'WHT',
  'Heather Grey': 'GRY',
  Lavender: 'LAV',
  Red: 'RED',
  'Sky Blue': 'SKY',
  Yellow: 'YEL',
  Navy: 'NVY',
  Cream: 'CRM',
  Natural: 'NAT',
  Mustard: 'MUS',
  Purple: 'PUR',
  'Glow Green': 'GLO',
};

function colorCode(color: string): string {
  const code = COLOR_CODES[color];
  if (!code) throw new Error(`No SKU code for colour "${color}"`);
  return code;
}

/** Every colour in sizes S to XXL; the biggest size costs a little more fabric. */
export function apparel(colors: string[], xxlUpchargeCents = 200): VariantOption[] {
  return colors.flatMap((color) =>
    APPAREL_SIZES.map((size) => ({
      code: `${colorCode(color)}-${size}`,
      name: `${color} / ${size}`,
      attributes: { color, size },
      priceAdjustmentCents: size === 'XXL' ? xxlUpchargeCents : 0,
    })),
  );
}

const FORMATS = {
  black: { code: 'BLK', name: 'Black Vinyl', priceAdjustmentCents: 0 },
  splatter: { code: 'SPL', name: 'Splatter Vinyl', priceAdjustmentCents: 500 },
  glow: { code: 'GLW', name: 'Glow-in-the-Dark Vinyl', priceAdjustmentCents: 800 },
  picture: { code: 'PIC', name: 'Picture Disc', priceAdjustmentCents: 700 },
  cd: { code: 'CD', name: 'CD', priceAdjustmentCents: -1200 },
} as const;

export function formats(...kinds: (keyof typeof FORMATS)[]): VariantOption[] {
  return kinds.map((kind) => {
    const format = FORMATS[kind];
    return { ...format, attributes: { format: format.name } };
  });
}

export function colors(...names: string[]): VariantOption[] {
  return names.map((color) => ({
    code: colorCode(color),
    name: color,
    attributes: { color },
    priceAdjustmentCents: 0,
  }));
}

export function sizes(...names: string[]): VariantOption[] {
  return names.map((size) => ({
    code: size.replace(/[^A-Za-z0-9]/g, '').toUpperCase(),
    name: size,
    attributes: { size },
    priceAdjustmentCents: 0,
  }));
}

export function oneSize(): VariantOption[] {
  return [{ code: 'OS', name: 'One Size', attributes: {}, priceAdjustmentCents: 0 }];
}

export function printSizes(): VariantOption[] {
  return [
    { code: '1824', name: '18 × 24 in', attributes: { size: '18 × 24 in' }, priceAdjustmentCents: 0 },
    { code: '2436', name: '24 × 36 in', attributes: { size: '24 × 36 in' }, priceAdjustmentCents: 800 },
  ];
}
