/** The colours products come in (their variants' "color"), as drawn: each picture shows the item in its own colour. */
export const ITEM_COLORS = {
  black: '#1c1c1f',
  white: '#f8fafc',
  'heather-grey': '#9ca3af',
  lavender: '#b9a4e8',
  red: '#d62b2b',
  'sky-blue': '#7cc4f2',
  yellow: '#facc15',
  navy: '#1e2a5a',
  cream: '#f3e9d2',
  natural: '#e8dcc0',
  mustard: '#d4a017',
  purple: '#7c3aed',
  'glow-green': '#a3f75c',
} as const;

export type ItemColor = keyof typeof ITEM_COLORS;
export const itemColors = Object.keys(ITEM_COLORS) as [ItemColor, ...ItemColor[]];

/** "Heather Grey" → "heather-grey"; undefined for a colour the drawings do not know. */
export function itemColorOf(name: string): ItemColor | undefined {
  const slug = name.trim().toLowerCase().replace(/\s+/g, '-');
  return slug in ITEM_COLORS ? (slug as ItemColor) : undefined;
}
