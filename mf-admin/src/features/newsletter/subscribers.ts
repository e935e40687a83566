/** "1 subscriber", "42 subscribers". */
export const subscribers = (count: number) => `${count.toLocaleString('en-US')} subscriber${count === 1 ? '' : 's'}`;
