import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';

export const FieldWrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
  /* A grid item's automatic minimum is its content's: date and time inputs would push out of narrow columns. */
  min-width: 0;
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 2px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
  line-height: 1.35;
`;

/** Room kept under an input for its error, so a message that appears on blur moves nothing below it. */
const MessageSlot = styled.div<{ $lines: number }>`
  min-height: calc(${({ $lines }) => $lines} * 0.9rem * 1.35);
`;

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Lines kept free for the error even while there is none (fields above controls the pointer may be heading to). */
  reserveErrorLines?: number;
}

function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return { id, describedBy };
}

function Messages({ id, error, hint, reserveErrorLines = 0 }: { id: string } & Omit<FieldProps, 'label'>) {
  const message = error && (
    <FieldError id={`${id}-error`} role="alert">
      {error}
    </FieldError>
  );
  return (
    <>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {reserveErrorLines > 0 ? <MessageSlot $lines={reserveErrorLines}>{message}</MessageSlot> : message}
    </>
  );
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  reserveErrorLines,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <FieldWrapper>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...input} />
      <Messages id={id} error={error} hint={hint} reserveErrorLines={reserveErrorLines} />
    </FieldWrapper>
  );
}

export function SelectField({
  label,
  error,
  hint,
  reserveErrorLines,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <FieldWrapper>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...select}>
        {children}
      </select>
      <Messages id={id} error={error} hint={hint} reserveErrorLines={reserveErrorLines} />
    </FieldWrapper>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  reserveErrorLines,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <FieldWrapper>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...textarea} />
      <Messages id={id} error={error} hint={hint} reserveErrorLines={reserveErrorLines} />
    </FieldWrapper>
  );
}

const CheckRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  align-items: start;
  input {
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.color.accent};
  }
  p {
    grid-column: 2;
  }
`;

/** The label may hold links (to the terms, say); they open without ticking the box. */
export function CheckboxField({
  label,
  error,
  ...input
}: Omit<FieldProps, 'reserveErrorLines' | 'label'> & { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const { id, describedBy } = useFieldIds(error);
  return (
    <CheckRow>
      <input id={id} type="checkbox" aria-invalid={Boolean(error)} aria-describedby={describedBy} {...input} />
      <label htmlFor={id}>{label}</label>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </CheckRow>
  );
}
