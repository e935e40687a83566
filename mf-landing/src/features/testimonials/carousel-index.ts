/** Any step lands on a real slide: past the last wraps to the first and back. */
export const wrapIndex = (index: number, count: number): number => ((index % count) + count) % count;
