import { theme } from './theme';

type Breakpoint = keyof typeof theme.breakpoint;

/** `${media.md} { ... }` reads as "from the md breakpoint up". */
export const media = Object.fromEntries(
  Object.entries(theme.breakpoint).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;
