/**
 * Labelled inputs without react-hook-form: a page with one plain field (the cart's promo code) imports them here
 * rather than through `@ps/shared/form`, whose singleton brings react-hook-form along (decision 029).
 */
export { CheckboxField, FieldError, SelectField, TextAreaField, TextField } from './fields';
