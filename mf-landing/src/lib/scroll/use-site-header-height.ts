import { useEffect, useState } from 'react';

/**
 * The shell's sticky header, measured so the section nav can stick just below
 * it; 0 when the page runs on its own without the shell.
 */
export function useSiteHeaderHeight(): number {
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const header = document.querySelector('[data-shell] > header');
    if (!header) return;
    const observer = new ResizeObserver(() => setHeight(header.getBoundingClientRect().height));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  return height;
}
