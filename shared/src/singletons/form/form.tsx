import { useEffect, useRef, useState, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { UNREACHABLE } from '@ps/shared/api';
import { planServerError } from './server-error-plan';
import { preloadValidation } from './use-zod-form';

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 2px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surfaceRaised};
  font-weight: 600;
`;

/** A form is a column of fields; the alert sits on top of it. */
const Column = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

interface Props<TInput extends FieldValues, TOutput> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Throws what the API threw; the form shows it. */
  onSubmit: (values: TOutput) => Promise<unknown>;
  /** The alert's words when the server has none of its own (an outage). */
  failure: string;
  /** The API names this form's fields with this prefix (`customer.`). */
  fieldPrefix?: string;
  children: ReactNode;
}

/**
 * The one way a form submits to the API: client errors from the zod schema, then the server's
 * per-field messages beside their inputs (the first one focused), and anything else in an alert
 * above the fields that takes focus, so keyboard and screen-reader users land on the problem.
 */
export function Form<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  failure,
  fieldPrefix,
  children,
  ...formProps
}: Props<TInput, TOutput>) {
  const [alert, setAlert] = useState<{ text: string } | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => alertRef.current?.focus(), [alert]);

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const plan = planServerError(error, Object.keys(form.getValues()), failure, fieldPrefix);
      plan.fields.forEach(({ name, message }, index) => {
        const shouldFocus = index === 0 && !plan.alert;
        form.setError(name as Path<TInput>, { type: 'server', message }, { shouldFocus });
      });
      // A new object each time, so the same message after a second try takes focus again.
      if (plan.alert) setAlert({ text: plan.alert });
    }
  });
  // handleSubmit rejects only when validation could not run: a schema loaded on demand did not download.
  const submitOrReport = (event: FormEvent<HTMLFormElement>) =>
    submit(event).catch(() => setAlert({ text: UNREACHABLE }));

  return (
    <Column
      noValidate
      {...formProps}
      onFocus={(event) => {
        preloadValidation(form.control);
        formProps.onFocus?.(event);
      }}
      onSubmit={submitOrReport}
    >
      {alert && (
        <Alert ref={alertRef} role="alert" tabIndex={-1}>
          {alert.text}
        </Alert>
      )}
      {children}
    </Column>
  );
}
