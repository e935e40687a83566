import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form's schema, or a function that downloads it. With a function the page's first screen carries no zod:
 * the schema loads when focus first enters the form, and at the latest with the first validation (decision 030).
 */
export type SchemaSource<TSchema extends FormSchema> = TSchema | (() => Promise<TSchema>);

// The module system keeps what it downloaded: after the first call these resolve at once.
async function loadResolver(source: SchemaSource<FormSchema>) {
  const [{ zodResolver }, schema] = await Promise.all([
    import('@hookform/resolvers/zod'),
    typeof source === 'function' ? source() : source,
  ]);
  return zodResolver(schema as never) as Resolver<FieldValues, unknown, unknown>;
}

const preloads = new WeakMap<object, () => Promise<unknown>>();

/**
 * A react-hook-form form validated by a shared zod schema: the same rules and
 * messages the API applies. Errors show once a field is left, then live.
 * The resolver, like a schema given as a function, downloads with the form's first use, not with the page.
 */
export function useZodForm<TSchema extends FormSchema>(
  source: SchemaSource<TSchema>,
  defaultValues: DefaultValues<z.input<TSchema>>,
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  const resolver: Resolver<FieldValues, unknown, unknown> = async (values, context, options) =>
    (await loadResolver(source))(values, context, options);
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: resolver as never,
    defaultValues,
    mode: 'onTouched',
  });
  preloads.set(form.control, () => loadResolver(source));
  return form;
}

/** Starts downloading a form's validation if it has not arrived; a failure is reported by the submit that needs it. */
export function preloadValidation(control: object): void {
  preloads
    .get(control)?.()
    .catch(() => undefined);
}
