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
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    width: 100%;
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
`;

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
}

function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return { id, describedBy };
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </>
  );
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, hint, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <FieldWrapper>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...input} />
      <Messages id={id} error={error} hint={hint} />
    </FieldWrapper>
  );
}

export function SelectField({
  label,
  error,
  hint,
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
      <Messages id={id} error={error} hint={hint} />
    </FieldWrapper>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <FieldWrapper>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...textarea} />
      <Messages id={id} error={error} hint={hint} />
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

export function CheckboxField({ label, error, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
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
