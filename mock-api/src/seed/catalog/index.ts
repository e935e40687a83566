import { accessories } from './accessories';
import { hoodies } from './hoodies';
import { limitedEdition } from './limited-edition';
import { posters } from './posters';
import { tShirts } from './t-shirts';
import type { CategorySeed } from './types';
import { vinyl } from './vinyl';

/** The store's categories in display order. */
export const catalogSeed: readonly CategorySeed[] = [tShirts, hoodies, vinyl, accessories, posters, limitedEdition];
