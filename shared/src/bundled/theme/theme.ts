/** Comic-book night: ink backgrounds, a hero's yellow, a panic pink. Contrast checked against `bg` (AA). */
export const theme = {
  color: {
    bg: '#14101f',
    surface: '#1f1930',
    surfaceRaised: '#2a2240',
    border: '#3d3358',
    text: '#f7f3ff',
    textMuted: '#c4bcd9',
    accent: '#ffd23f',
    accentText: '#14101f',
    panic: '#ff4f8b',
    info: '#4fd1ff',
    success: '#5be49b',
    danger: '#ff6b6b',
    focus: '#4fd1ff',
  },
  font: {
    display: "'Bangers', Impact, 'Arial Narrow Bold', sans-serif",
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  space: (n: number): string => `${n * 4}px`,
  breakpoint: { sm: 480, md: 768, lg: 1024, xl: 1280 },
  maxWidth: '1200px',
  shadow: { card: '0 8px 24px rgb(0 0 0 / 35%)', comic: '4px 4px 0 #000' },
} as const;

export type Theme = typeof theme;
