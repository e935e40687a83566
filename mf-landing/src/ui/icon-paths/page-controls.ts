// The page's own controls (menu, back to top, the hero's pause), drawn on the first screen. One module
// apart from section-symbols.ts so that the first screen's chunk carries only these (decision 038).
// 24×24 outline paths, drawn for this site.
export const playIcon = 'M8 5v14l11-7z';
export const pauseIcon = 'M7 5h4v14H7zM13 5h4v14h-4z';
export const closeIcon = 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z';
export const menuIcon = 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z';
export const upIcon = 'M7.4 15.4 6 14l6-6 6 6-1.4 1.4L12 10.8z';
