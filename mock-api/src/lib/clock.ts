/** What time it is; tests pass their own to move time forward without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
