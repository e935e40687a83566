export { getTourDates, useTourDates } from './get-tour-dates';
export { nextShowOnSale, showDateLong, showDateParts } from './format-show';
