import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form's schema, or a function that downloads it. With a function the page's first screen carries no zod:
 * the schema loads when focus first enters the form, and at the latest with the first validation (decision 030).
 */
export type SchemaSource<TSchema extends FormSchema> = TSchema | (() => Promise<TSchema>);

const schemaLoaders = new WeakMap<object, () => Promise<unknown>>();

function resolverFor(source: SchemaSource<FormSchema>): Resolver<FieldValues, unknown, unknown> {
  if (typeof source !== 'function') return zodResolver(source as never) as never;
  // The module system keeps the downloaded module: every later call resolves at once.
  return async (values, context, options) => zodResolver((await source()) as never)(values, context, options as never);
}

/**
 * A react-hook-form form validated by a shared zod schema: the same rules and
 * messages the API applies. Errors show once a field is left, then live.
 */
export function useZodForm<TSchema extends FormSchema>(
  source: SchemaSource<TSchema>,
  defaultValues: DefaultValues<z.input<TSchema>>,
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: resolverFor(source) as never,
    defaultValues,
    mode: 'onTouched',
  });
  if (typeof source === 'function') schemaLoaders.set(form.control, source);
  return form;
}

/** Starts downloading a form's schema if it has not arrived; a failure is reported by the submit that needs it. */
export function preloadSchema(control: object): void {
  schemaLoaders
    .get(control)?.()
    .catch(() => undefined);
}
