export { AddressFields, EMPTY_ADDRESS } from './address-fields';
export { applyApiErrors } from './apply-api-errors';
export { CheckboxField, FieldError, SelectField, TextAreaField, TextField } from '@ps/shared/kit';
export { Form } from './form';
export { FormCard } from './form-card';
export { NewPasswordFields } from './new-password-fields';
export { planServerError, retryAfterText } from './server-error-plan';
export { clearFormDrafts, useFormDraft } from './use-form-draft';
export { preloadValidation, useZodForm } from './use-zod-form';
/** The one react-hook-form on the page, for the apps' controllers and field props (decision 025). */
export {
  Controller,
  type FieldErrors,
  type UseFormRegister,
  type UseFormReturn,
  type UseFormSetValue,
  type UseFormWatch,
  useWatch,
} from 'react-hook-form';
export { fieldOf } from './field-of';
