// Symbols of the sections below the fold and of the modals, which load on demand (decision 038).
// 24×24 outline paths, drawn for this site.
export const stopIcon = 'M6 6h12v12H6z';
export const volumeIcon = 'M4 9v6h4l5 4V5L8 9zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z';
export const muteIcon =
  'M4 9v6h4l5 4V5L8 9zm11.6 0L14 10.6l1.4 1.4-1.4 1.4 1.6 1.6 1.4-1.4 1.4 1.4 1.6-1.6-1.4-1.4 1.4-1.4-1.6-1.6-1.4 1.4z';
export const shareIcon =
  'M18 16a3 3 0 0 0-2.2 1l-7-4a3 3 0 0 0 0-2l7-4A3 3 0 1 0 15 5l-7 4a3 3 0 1 0 0 6l7 4a3 3 0 1 0 3-3z';
export const boltIcon = 'M13 2 4 14h7l-1 8 9-12h-7z';
export const starIcon = 'M12 2.5 14.9 9l7.1.6-5.4 4.7 1.6 7-6.2-3.8-6.2 3.8 1.6-7L2 9.6 9.1 9z';
export const ticketIcon =
  'M3 7a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-3a2 2 0 0 0 0-4z';
export const mailIcon = 'M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm0 2.9V17h14V9.9l-7 4.5z';
export const chatIcon = 'M4 4h16v12H8l-4 4zm4 5v2h2V9zm3 0v2h2V9zm3 0v2h2V9z';
export const cameraIcon =
  'M9 4 7.5 6H4v13h16V6h-3.5L15 4zm3 4a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z';
export const clipIcon = 'M8 4h8l4 4v12H4V4zm2 5v7l6-3.5z';
export const heartIcon = 'M12 21 3.5 12.6A5 5 0 0 1 12 6a5 5 0 0 1 8.5 6.6z';
export const usersIcon =
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm7 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3.9 3.1-7 7-7s7 3.1 7 7zm15.5 0c0-2.4-1-4.6-2.6-6.2.7-.2 1.4-.3 2.1-.3 3 0 5 2.4 5 5.5v1z';
export const trendIcon = 'M3 17.6 9 11.6l4 4L20.6 8H23v0l-2.4-2.4L13 13.2l-4-4-7.4 7.4z';
export const leftIcon = 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z';
export const rightIcon = 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z';
