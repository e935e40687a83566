import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const { color } = theme;
const TEXT_COLOURS = ['text', 'textMuted', 'accent', 'panic', 'info', 'success', 'danger'] as const;
const SURFACES = ['bg', 'surface', 'surfaceRaised'] as const;

// axe cannot measure text under the comic text-shadows or over gradients, so the palette itself carries the rule.
describe('theme colours', () => {
  it('measures contrast the WCAG way', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  for (const text of TEXT_COLOURS) {
    for (const surface of SURFACES) {
      it(`keeps ${text} on ${surface} at AA for body text (4.5:1)`, () => {
        expect(contrast(color[text], color[surface])).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('keeps accentText on accent (the primary button) at AA', () => {
    expect(contrast(color.accentText, color.accent)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the focus ring visible against every surface (3:1 for non-text)', () => {
    for (const surface of SURFACES) expect(contrast(color.focus, color[surface])).toBeGreaterThanOrEqual(3);
  });
});
