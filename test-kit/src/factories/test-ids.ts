let sequence = 0;

/** Unique per test run, so built records never collide with the seed or each other. */
export const nextTestId = (prefix: string) => `${prefix}-${process.pid}-${(sequence += 1)}`;
