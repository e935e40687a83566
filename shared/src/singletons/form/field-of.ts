import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';

interface FieldSource<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  formState: { errors: FieldErrors<Values> };
}

/**
 * A field's props from its form: the registration and the message of its error, if any, so that a field
 * reads `<TextField label="Email" {...fieldOf(form, 'email')} />`.
 */
export function fieldOf<Values extends FieldValues, Name extends FieldPath<Values>>(
  form: FieldSource<Values>,
  name: Name,
  options?: RegisterOptions<Values, Name>,
): UseFormRegisterReturn<Name> & { error: string | undefined } {
  const error = get(form.formState.errors, name) as FieldError | undefined;
  return { ...form.register(name, options), error: error?.message };
}
