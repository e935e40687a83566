/** A count of units as typed: blank is no number, so the server names the field rather than taking 0. */
export const units = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export const NUMBER_OF_UNITS = { type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;
