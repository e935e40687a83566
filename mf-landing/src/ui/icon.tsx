/** 24×24 outline paths, drawn for this site. */
const ICON_PATHS = {
  play: 'M8 5v14l11-7z',
  pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
  stop: 'M6 6h12v12H6z',
  volume: 'M4 9v6h4l5 4V5L8 9zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z',
  mute: 'M4 9v6h4l5 4V5L8 9zm11.6 0L14 10.6l1.4 1.4-1.4 1.4 1.6 1.6 1.4-1.4 1.4 1.4 1.6-1.6-1.4-1.4 1.4-1.4-1.6-1.6-1.4 1.4z',
  share: 'M18 16a3 3 0 0 0-2.2 1l-7-4a3 3 0 0 0 0-2l7-4A3 3 0 1 0 15 5l-7 4a3 3 0 1 0 0 6l7 4a3 3 0 1 0 3-3z',
  close: 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z',
  left: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z',
  right: 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z',
  up: 'M7.4 15.4 6 14l6-6 6 6-1.4 1.4L12 10.8z',
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  external: 'M14 3v2h3.6l-9.3 9.3 1.4 1.4L19 6.4V10h2V3zM5 5v14h14v-6h-2v4H7V7h4V5z',
  star: 'M12 2.5 14.9 9l7.1.6-5.4 4.7 1.6 7-6.2-3.8-6.2 3.8 1.6-7L2 9.6 9.1 9z',
  ticket: 'M3 7a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-3a2 2 0 0 0 0-4z',
  mail: 'M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm0 2.9V17h14V9.9l-7 4.5z',
  chat: 'M4 4h16v12H8l-4 4zm4 5v2h2V9zm3 0v2h2V9zm3 0v2h2V9z',
  camera:
    'M9 4 7.5 6H4v13h16V6h-3.5L15 4zm3 4a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  clip: 'M8 4h8l4 4v12H4V4zm2 5v7l6-3.5z',
  heart: 'M12 21 3.5 12.6A5 5 0 0 1 12 6a5 5 0 0 1 8.5 6.6z',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm7 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3.9 3.1-7 7-7s7 3.1 7 7zm15.5 0c0-2.4-1-4.6-2.6-6.2.7-.2 1.4-.3 2.1-.3 3 0 5 2.4 5 5.5v1z',
  trend: 'M3 17.6 9 11.6l4 4L20.6 8H23v0l-2.4-2.4L13 13.2l-4-4-7.4 7.4z',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** Decorative unless given a label. */
export function Icon({ name, size = 20, label }: { name: IconName; size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
