import { useId } from 'react';
import type { CoverMotif } from '@ps/shared/rules';

interface Props {
  title: string;
  artist: string;
  motif: CoverMotif;
  background: string;
  accent: string;
  /** Describes the picture for screen readers; omitted when the title is already beside it. */
  alt?: string;
}

const RAYS = Array.from({ length: 12 }, (_, index) => index * 30);

/** Album art drawn in SVG, so no artwork is fetched from anywhere. */
export function CoverArt({ title, artist, motif, background, accent, alt }: Props) {
  const dots = useId();
  return (
    <svg viewBox="0 0 300 300" role={alt ? 'img' : undefined} aria-label={alt} aria-hidden={alt ? undefined : true}>
      <defs>
        <pattern id={dots} width="10" height="10" patternUnits="userSpaceOnUse">
          <circle cx="5" cy="5" r="2" fill="#000" opacity="0.18" />
        </pattern>
      </defs>
      <rect width="300" height="300" fill={background} />
      {RAYS.map((angle) => (
        <path
          key={angle}
          d="M150 150 L340 130 L340 170 Z"
          fill={accent}
          opacity="0.18"
          transform={`rotate(${angle} 150 150)`}
        />
      ))}
      <rect width="300" height="300" fill={`url(#${dots})`} />
      {motif === 'window' ? (
        <g stroke="#000" strokeWidth="6">
          <rect x="55" y="62" width="190" height="140" rx="8" fill="#14101f" />
          <line x1="55" y1="88" x2="245" y2="88" />
          <circle cx="75" cy="75" r="4" fill={accent} strokeWidth="0" />
          <circle cx="90" cy="75" r="4" fill="#fff" strokeWidth="0" />
          <path d="M160 98 L118 158 H148 L136 196 L186 130 H154 Z" fill={accent} strokeWidth="5" />
        </g>
      ) : (
        <g stroke="#000" strokeWidth="6">
          <path
            d="M40 120 Q150 60 260 120 Q250 190 190 180 Q160 150 150 150 Q140 150 110 180 Q50 190 40 120 Z"
            fill="#14101f"
          />
          <ellipse cx="100" cy="135" rx="26" ry="16" fill="#fff" />
          <ellipse cx="200" cy="135" rx="26" ry="16" fill="#fff" />
        </g>
      )}
      <text
        x="150"
        y="252"
        textAnchor="middle"
        fontFamily="Bangers, Impact, sans-serif"
        fontSize="40"
        fill="#fff"
        stroke="#000"
        strokeWidth="2"
        paintOrder="stroke"
      >
        {title}
      </text>
      <text
        x="150"
        y="282"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="800"
        fontSize="14"
        letterSpacing="4"
        fill="#000"
      >
        {artist.toUpperCase()}
      </text>
    </svg>
  );
}
