/** Spec 1 §9 scroll constants. */
export const HEADER_SOLID_AFTER_PX = 100;
export const BACK_TO_TOP_AFTER_PX = 800;
export const SCROLL_DEPTH_STEP = 25;

/** How far down the page is scrolled, 0 to 1. */
export function scrollProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 1;
  return Math.min(1, Math.max(0, scrollY / scrollable));
}

export const isHeaderSolid = (scrollY: number): boolean => scrollY > HEADER_SOLID_AFTER_PX;
export const showsBackToTop = (scrollY: number): boolean => scrollY > BACK_TO_TOP_AFTER_PX;

/** Scroll depth in whole steps of 25%, so tracking records 25, 50, 75 and 100 rather than every pixel. */
export const scrollDepthPercent = (progress: number): number =>
  Math.floor((progress * 100) / SCROLL_DEPTH_STEP) * SCROLL_DEPTH_STEP;
