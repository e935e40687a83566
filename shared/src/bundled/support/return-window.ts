import { usePublicSettings } from './get-public-settings';

/** The returns window staff set in the console, in days; undefined while the settings load. */
export const useReturnWindowDays = (): number | undefined => usePublicSettings().data?.returnWindowDays;

/** "30 days" for a sentence, or, while the settings load, words that stay true without the figure. */
export const returnWindowPhrase = (days: number | undefined): string =>
  days === undefined ? 'a limited time' : `${days} ${days === 1 ? 'day' : 'days'}`;
