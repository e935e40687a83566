import type { NewsType } from '@ps/shared/rules';

const STYLE: Record<NewsType, { background: string; accent: string; word: string }> = {
  milestone: { background: '#ffd23f', accent: '#ff4f8b', word: '10M!' },
  content: { background: '#4fd1ff', accent: '#14101f', word: 'REC' },
  community: { background: '#ff4f8b', accent: '#ffd23f', word: 'YOU!' },
  tour: { background: '#5be49b', accent: '#14101f', word: 'LIVE' },
};

/** A comic "sound effect" panel per news type, as an SVG data URL so it loads like any image. */
export function newsArtUrl(type: NewsType): string {
  const { background, accent, word } = STYLE[type];
  const burst = Array.from({ length: 16 }, (_, index) => {
    const angle = (index / 16) * Math.PI * 2;
    const radius = index % 2 === 0 ? 150 : 95;
    return `${(200 + Math.cos(angle) * radius * 1.3).toFixed(1)},${(112 + Math.sin(angle) * radius * 0.75).toFixed(1)}`;
  }).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 225">
<rect width="400" height="225" fill="${background}"/>
<pattern id="d" width="12" height="12" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="2.4" fill="#000" opacity=".15"/></pattern>
<rect width="400" height="225" fill="url(#d)"/>
<polygon points="${burst}" fill="#fff" stroke="#000" stroke-width="5"/>
<text x="200" y="134" text-anchor="middle" font-family="Bangers, Impact, sans-serif" font-size="64" fill="${accent}" stroke="#000" stroke-width="3" paint-order="stroke">${word}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
