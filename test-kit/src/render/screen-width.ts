import { vi } from 'vitest';

/**
 * jsdom answers no media query: this one answers `min-width` and `max-width` in px for a screen
 * `width` wide, and nothing else (so no reduced motion, no dark scheme).
 */
export function stubScreenWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const sized = Boolean(min || max);
    const matches = sized && (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}
