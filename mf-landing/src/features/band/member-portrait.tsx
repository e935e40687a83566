import type { HairStyle, PortraitLook } from './band-members';

const HAIR: Record<HairStyle, string> = {
  spiky: 'M58 96 L50 52 L72 70 L80 34 L96 64 L112 28 L122 62 L142 36 L142 74 L158 56 L148 100 Q100 70 58 96 Z',
  bob: 'M50 110 Q46 44 100 42 Q154 44 150 110 L150 150 L132 150 L132 88 Q100 70 68 88 L68 150 L50 150 Z',
  buzz: 'M58 98 Q60 52 100 50 Q140 52 142 98 Q100 80 58 98 Z',
  curly:
    'M54 100 Q40 84 54 70 Q46 50 68 46 Q76 30 96 38 Q112 26 128 40 Q150 40 148 62 Q162 78 146 100 Q100 78 54 100 Z',
};

/** A comic-style portrait drawn in SVG from a few traits, so no photos are needed. */
export function MemberPortrait({ look, name }: { look: PortraitLook; name: string }) {
  return (
    <svg viewBox="0 0 200 200" role="img" aria-label={`Illustrated portrait of ${name}`}>
      <rect width="200" height="200" fill={look.background} />
      <circle cx="100" cy="100" r="92" fill="#fff" opacity="0.25" />
      <path d="M30 200 Q34 150 100 146 Q166 150 170 200 Z" fill={look.shirt} stroke="#000" strokeWidth="5" />
      <rect x="86" y="128" width="28" height="24" fill={look.skin} stroke="#000" strokeWidth="5" />
      <ellipse cx="100" cy="100" rx="44" ry="50" fill={look.skin} stroke="#000" strokeWidth="5" />
      <path d={HAIR[look.hairStyle]} fill={look.hair} stroke="#000" strokeWidth="5" strokeLinejoin="round" />
      <path d="M56 98 Q100 80 144 98 Q142 118 120 116 Q106 106 100 106 Q94 106 80 116 Q58 118 56 98 Z" fill="#14101f" />
      <ellipse cx="80" cy="102" rx="9" ry="6" fill="#fff" />
      <ellipse cx="120" cy="102" rx="9" ry="6" fill="#fff" />
      <path d="M86 130 Q100 140 114 130" fill="none" stroke="#000" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
